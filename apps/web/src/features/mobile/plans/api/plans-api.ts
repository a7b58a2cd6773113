import { queryOptions } from '@tanstack/react-query';
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

/** Spec section 8: the order impact check falls back to an empty list; the failure is reported. */
export async function fetchOrderImpact(accountCode: string, request: ProductChangeOrderRequest) {
  try {
    return await apiRequest({
      path: `${salesPath(accountCode)}/orderImpact`,
      method: 'POST',
      query: { orderType: 'productChange' },
      body: request,
      schema: z.array(orderImpactItemSchema),
    });
  } catch (error) {
    reportError(error, { operation: 'POST orderImpact', accountCode });
    return [];
  }
}

export function orderPlanChange(accountCode: string, request: ProductChangeOrderRequest) {
  return apiRequest({
    path: `${salesPath(accountCode)}/productChangeOrders`,
    method: 'POST',
    body: request,
    schema: productChangeOrderResultSchema,
  });
}

export function addAddon(accountCode: string, line: string, addonPlanKey: string) {
  return apiRequest({
    path: `${salesPath(accountCode)}/addProductOrders`,
    method: 'POST',
    body: {
      ...ORIGIN,
      additionalProducts: [
        { ratePlan: addonPlanKey, serviceEntity: line, service: 'mobile2_Addon' },
      ],
    },
    schema: orderReceiptSchema,
  });
}

export function stopAddonRenewal(accountCode: string, line: string, addonPlanKey: string) {
  return apiRequest({
    path: `/mobile/v2/ordering/accounts/${code(accountCode)}/serviceEntities/${encodeURIComponent(line)}/stopAddonRenewal`,
    method: 'POST',
    body: { addonPlanKey },
    schema: stopAddonRenewalResultSchema,
  });
}

/**
 * POST cancellationOrders: the add-on ends now (stopAddonRenewal is the gentle way, letting
 * it run to its renewal date).
 */
export function endAddonNow(accountCode: string, line: string, addonPlanKey: string) {
  return apiRequest({
    path: `${salesPath(accountCode)}/cancellationOrders`,
    method: 'POST',
    body: {
      additionalProductsToCancel: [
        { ratePlan: addonPlanKey, serviceEntity: line, service: 'mobile2_Addon' },
      ],
    },
    schema: orderReceiptSchema,
  });
}
