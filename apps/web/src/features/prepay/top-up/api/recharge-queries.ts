import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { activeMaintenanceWindowSchema, rechargeConfigurationSchema } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { accountKeys } from '../../../../shared/accounts';
import { processTopUp } from './process-top-up';
import { RECHARGE, configurationPath } from './recharge-path';

/**
 * Under the account's key, so invalidating the account after money moved refreshes the
 * top-up screen together with the mobile pages' balances.
 */
export const rechargeKeys = {
  account: (code: string) => [...accountKeys.account(code), 'recharge'] as const,
  configuration: (code: string, line: string) =>
    [...rechargeKeys.account(code), 'configuration', line] as const,
  maintenance: ['recharge', 'maintenance-window'] as const,
};

/** GET …/configuration/…: balance, limits, saved cards, autopay and the auto top-ups. */
export const rechargeConfigurationQueryOptions = (code: string, line: string) =>
  queryOptions({
    queryKey: rechargeKeys.configuration(code, line),
    queryFn: ({ signal }) =>
      apiRequest({
        path: configurationPath(code, line),
        schema: rechargeConfigurationSchema,
        signal,
      }),
  });

/** GET /recharge/v1/maintenanceWindows/active: top-ups are refused while one is on. */
export const maintenanceWindowQueryOptions = () =>
  queryOptions({
    queryKey: rechargeKeys.maintenance,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${RECHARGE}/maintenanceWindows/active`,
        schema: activeMaintenanceWindowSchema,
        signal,
      }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

/**
 * Confirms (charges the saved card) or declines a low-balance Auto Top Up held for the
 * customer's yes; the account is read again, since the balance may have moved.
 */
export const heldAutoTopUpMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: ['prepay', code, 'held-auto-top-up'],
    mutationFn: ({
      rechargeTransactionId,
      decision,
    }: {
      rechargeTransactionId: string;
      decision: 'Confirm' | 'Decline';
    }) => processTopUp(code, rechargeTransactionId, { decision }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.account(code) });
    },
  });
