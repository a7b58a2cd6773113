import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  addonPlanOfferSchema,
  changePlanOptionsSchema,
  interestFreeAgreementsSchema,
  orderImpactItemSchema,
  orderReceiptSchema,
  productChangeOrderResultSchema,
  SOURCE_APP,
  stopAddonRenewalResultSchema,
  type AddonPlanOffer,
  type ChangePlanOption,
  type ProductChangeOrderRequest,
} from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { accountKeys } from '../../../../shared/accounts';
import { reportError } from '../../../../shared/errors/error-reporting';

const code = (accountCode: string) => encodeURIComponent(accountCode);
const catalogPath = (accountCode: string, line: string) =>
  `/mobile/v2/catalog/accounts/${code(accountCode)}/mobileServices/${encodeURIComponent(line)}`;
const salesPath = (accountCode: string) => `/sales/v3/ordering/accounts/${code(accountCode)}`;

export const planKeys = {
  line: (accountCode: string, line: string) =>
    [...accountKeys.account(accountCode), 'plans', line] as const,
  agreements: (accountCode: string) =>
    [...accountKeys.account(accountCode), 'interest-free-agreements'] as const,
};

/** Spec section 6: the portal's sales orders come from SelfService, sold by MyAccountv2. */
export const ORIGIN = { salesChannel: 'SelfService', salesPerson: SOURCE_APP } as const;

export const changePlanOptionsQueryOptions = (accountCode: string, line: string) =>
  queryOptions({
    queryKey: [...planKeys.line(accountCode, line), 'options'],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${catalogPath(accountCode, line)}/changePlanOptions`,
        schema: changePlanOptionsSchema,
        signal,
      }),
  });

export const addonPlansQueryOptions = (accountCode: string, line: string) =>
  queryOptions({
    queryKey: [...planKeys.line(accountCode, line), 'addons'],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${catalogPath(accountCode, line)}/addonPlans`,
        query: { salesChannel: ORIGIN.salesChannel },
        schema: z.array(addonPlanOfferSchema),
        signal,
      }),
  });

export const agreementsQueryOptions = (accountCode: string) =>
  queryOptions({
    queryKey: planKeys.agreements(accountCode),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/accounts/${code(accountCode)}/interestfree/agreements`,
        schema: interestFreeAgreementsSchema,
        signal,
      }),
  });

export function planChangeRequest(
  line: string,
  fromPlanKey: string,
  toPlanKey: string,
): ProductChangeOrderRequest {
  const product = (ratePlan: string) => ({
    ratePlan,
    serviceEntity: line,
    service: 'mobile2_linerental',
  });
  return {
    ...ORIGIN,
    additionalProductsToChange: [product(fromPlanKey)],
    additionalProducts: [product(toPlanKey)],
  };
}

/**
 * POST …/orderImpact for a change from one plan to another: what the order would change.
 * Spec section 8: the check falls back to an empty list; the failure is reported.
 */
export const orderImpactQueryOptions = (
  accountCode: string,
  line: string,
  fromPlanKey: string,
  toPlanKey: string,
) =>
  queryOptions({
    queryKey: [...planKeys.line(accountCode, line), 'order-impact', fromPlanKey, toPlanKey],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest({
          path: `${salesPath(accountCode)}/orderImpact`,
          method: 'POST',
          query: { orderType: 'productChange' },
          body: planChangeRequest(line, fromPlanKey, toPlanKey),
          schema: z.array(orderImpactItemSchema),
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        reportError(error, { operation: 'POST orderImpact', accountCode });
        return [];
      }
    },
    // Asked afresh each time a plan is chosen, as the order it describes may have changed.
    staleTime: 0,
  });

/**
 * POST productChangeOrders from the current plan to the chosen one. The account is read
 * again whatever the answer: a failed order may still have changed something.
 */
export const planChangeMutationOptions = (
  queryClient: QueryClient,
  accountCode: string,
  line: string,
) =>
  mutationOptions({
    mutationKey: [...planKeys.line(accountCode, line), 'change-plan'],
    mutationFn: ({ current, plan }: { current: string; plan: ChangePlanOption }) =>
      apiRequest({
        path: `${salesPath(accountCode)}/productChangeOrders`,
        method: 'POST',
        body: planChangeRequest(line, current, plan.planKey),
        schema: productChangeOrderResultSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.account(accountCode) }),
  });

export type AddonChangeKind = 'add' | 'stop' | 'end';

const addonRequest = (accountCode: string, line: string, kind: AddonChangeKind, key: string) => {
  const addon = { ratePlan: key, serviceEntity: line, service: 'mobile2_Addon' };
  switch (kind) {
    case 'add':
      return apiRequest({
        path: `${salesPath(accountCode)}/addProductOrders`,
        method: 'POST',
        body: { ...ORIGIN, additionalProducts: [addon] },
        schema: orderReceiptSchema,
      });
    case 'stop':
      return apiRequest({
        path: `/mobile/v2/ordering/accounts/${code(accountCode)}/serviceEntities/${encodeURIComponent(line)}/stopAddonRenewal`,
        method: 'POST',
        body: { addonPlanKey: key },
        schema: stopAddonRenewalResultSchema,
      });
    // POST cancellationOrders: the add-on ends now (stopping its renewal is the gentle way,
    // letting it run to its renewal date).
    case 'end':
      return apiRequest({
        path: `${salesPath(accountCode)}/cancellationOrders`,
        method: 'POST',
        body: { additionalProductsToCancel: [addon] },
        schema: orderReceiptSchema,
      });
  }
};

/** Adds an add-on, stops one renewing, or ends one now; the line's plans are read again. */
export const addonChangeMutationOptions = (
  queryClient: QueryClient,
  accountCode: string,
  line: string,
) =>
  mutationOptions({
    mutationKey: [...planKeys.line(accountCode, line), 'addon'],
    mutationFn: async ({ kind, addon }: { kind: AddonChangeKind; addon: AddonPlanOffer }) => {
      await addonRequest(accountCode, line, kind, addon.addonPlanKey);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.line(accountCode, line) }),
  });
