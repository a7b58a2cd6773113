import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { activeMaintenanceWindowSchema, rechargeConfigurationSchema } from '@portal/contracts';
import type { TopUpOperation } from '@portal/domain';
import { apiRequest, isApiError } from '../../../../shared/api';
import { accountKeys } from '../../../../shared/accounts';
import type { OperationRequest } from './operation-request';
import { clearPendingTopUp } from './pending-top-up-storage';
import { processTopUp } from './process-top-up';
import { RECHARGE, configurationPath } from './recharge-path';
import { runOperation } from './run-operation';
import { isKeptSetting } from './kept-setting';

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

/** The operations' key: a setting asked again after signing in is found by it. */
export const topUpOperationKey = (code: string, serviceEntity: string) => [
  'prepay',
  code,
  serviceEntity,
  'top-up-operation',
];

/**
 * One operation of the top-up screen (a top-up, a voucher, a setting, a card), sent with
 * the attempt's idempotency key. Balance, cards and settings are read again, here and on
 * the mobile pages, unless the page is leaving for the gateway; a 503 is a maintenance
 * window, read again so the screen says so.
 */
export const topUpOperationMutationOptions = (
  queryClient: QueryClient,
  code: string,
  serviceEntity: string,
) =>
  mutationOptions({
    mutationKey: topUpOperationKey(code, serviceEntity),
    // Only a setting's card and amounts ask again (decision 052); a new card is never kept.
    meta: {
      stepUp: {
        action: 'change how this number is topped up automatically',
        keep: isKeptSetting,
        secret: 'a card number',
      },
    },
    mutationFn: ({ request, key }: { request: OperationRequest; key: string }) =>
      runOperation(request, { accountCode: code, serviceEntity, idempotencyKey: key }),
    onSuccess: (outcome) => {
      if (outcome.kind === 'redirected') return;
      void queryClient.invalidateQueries({ queryKey: accountKeys.account(code) });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 503) {
        void queryClient.invalidateQueries({ queryKey: rechargeKeys.maintenance });
      }
    },
  });

/** The top-up being finished: which operation it was when this browser started it. */
export interface ReturnedTopUp {
  accountCode: string;
  rechargeTransactionId: string;
  /** null when no pending top-up of this browser matches the return. */
  operation: TopUpOperation | null;
}

/**
 * Back from the gateway: the top-up is processed (settled from the gateway's own record);
 * once answered, this browser's pending top-up is cleared and the account read again.
 */
export const paymentReturnMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['prepay', 'payment-return'],
    mutationFn: (top: ReturnedTopUp) => processTopUp(top.accountCode, top.rechargeTransactionId),
    onSuccess: (_result, top) => {
      clearPendingTopUp();
      void queryClient.invalidateQueries({ queryKey: accountKeys.account(top.accountCode) });
    },
  });
