import type {
  AddonPlanOffer,
  ChangePlanOption,
  ChangePlanOptions,
  InterestFreeAgreement,
  OrderImpactItem,
  ProductChangeOrderResult,
} from '@portal/contracts';
import {
  accountHandlers,
  anAccount,
  fibreAndPower,
} from '../../../../shared/accounts/testing/account-server';
import type { Handler } from '../../../../test/portal-server';
import { aMobileLine } from '../../shared/testing/mobile-line';

export const CATALOG = '/api/mobile/v2/catalog/accounts/30000001/mobileServices/0271234569';
export const SALES = '/api/sales/v3/ordering/accounts/30000001';
export const STOP =
  '/api/mobile/v2/ordering/accounts/30000001/serviceEntities/0271234569/stopAddonRenewal';

export const memberLine = aMobileLine('0271234569', { serviceEntityDescription: 'Tama' });

export function aPlan(
  planKey: string,
  planDescription: string,
  cents: number,
  kind: 'member' | 'leader' | 'standalone',
  isCurrent = false,
): ChangePlanOption {
  return {
    planKey,
    planDescription,
    charges: [
      {
        chargeIncludingGst: cents,
        chargeExcludingGst: Math.round((cents * 100) / 115),
        billFrequency: 'Monthly',
        unit: 'month',
        description: 'Monthly plan charge',
      },
    ],
    dataCap: kind === 'standalone' ? 5 * 1024 ** 3 : null,
    minutesLimit: null,
    textLimit: null,
    groupTag: kind === 'standalone' ? null : 'Group',
    isGroupLeader: kind === 'leader',
    isGroupMember: kind === 'member',
    isStandalone: kind === 'standalone',
    maxGroupMemberCount: null,
    supportedLeaderPlanKeys: [],
    dataCategory: 'Carryover',
    isBasePrepayPlan: false,
    isUnlimitedData: false,
    isUnlimitedMinutes: true,
    isUnlimitedText: true,
    descriptionTexts: ['Unlimited NZ & Australia minutes'],
    isCurrent,
    unavailableReason: null,
  };
}

export const memberOptions: ChangePlanOptions = {
  serviceEntity: '0271234569',
  currentPlanKey: 'GROUP_MEMBER',
  displayGstInclusive: true,
  groupPlansOffered: true,
  plans: [
    aPlan('GROUP_MEMBER', 'Group Plan Member', 2500, 'member', true),
    aPlan('GROUP_MEMBER_PLUS', 'Group Plan Member Plus', 3500, 'member'),
    aPlan('CAPPED_5GB', 'Essential 5GB', 3000, 'standalone'),
  ],
};

export const callingPack: AddonPlanOffer = {
  addonPlanKey: 'CALLINGPACK_INTL_100',
  addonType: 'callingpack',
  name: 'International Calling Pack',
  description: '100 minutes to 20 countries',
  chargeIncludingGst: 1000,
  chargeExcludingGst: 870,
  billFrequency: 'Monthly',
  autoRenews: true,
  subscription: null,
};

export const handset: InterestFreeAgreement = {
  agreementId: '6f1c2a8e-1111-4222-8333-944455556666',
  linkedServiceEntity: '0211234567',
  manifest: { items: [{ type: 'Product', billingDescription: 'Samsung Galaxy S25 128GB Navy' }] },
  scheduledInstalments: [
    {
      invoiceSent: true,
      billDate: '2026-10-05',
      actualInstalmentAmountConsideringDiscountState: 3997,
    },
    {
      invoiceSent: false,
      billDate: '2026-11-05',
      actualInstalmentAmountConsideringDiscountState: 3997,
    },
    {
      invoiceSent: false,
      billDate: '2026-12-05',
      actualInstalmentAmountConsideringDiscountState: 4997,
    },
  ],
  numberOfInstalments: 3,
  amountStillToBeInvoiced: 8994,
  initialBillDate: '2026-10-05',
  lastBillDate: '2026-12-05',
  isActive: true,
  totalDiscountsRemaining: 1000,
};

export interface PlansData {
  options?: ChangePlanOptions;
  /** A number answers with that error status. */
  impact?: OrderImpactItem[] | number;
  order?: Omit<ProductChangeOrderResult, 'orderId' | 'orderImpact' | 'planKey'> | number;
  addons?: AddonPlanOffer[];
  agreements?: InterestFreeAgreement[];
}

/** The account calls and the plans slice's calls for 0271234569 on 30000001. */
export function plansHandlers(data: PlansData = {}): Handler[] {
  let addons = data.addons ?? [callingPack];
  return [
    ...accountHandlers({
      '30000001': {
        account: anAccount('30000001'),
        products: fibreAndPower,
        mobileServices: [memberLine],
      },
    }),
    ({ method, path, body }) => {
      if (method === 'GET' && path === `${CATALOG}/changePlanOptions`)
        return { data: data.options ?? memberOptions };
      if (method === 'GET' && path === `${CATALOG}/addonPlans`) return { data: addons };
      if (method === 'GET' && path === '/api/accounts/30000001/interestfree/agreements')
        return { data: data.agreements ?? [handset] };
      if (method === 'POST' && path === `${SALES}/orderImpact`) {
        const impact = data.impact ?? [];
        return typeof impact === 'number' ? { status: impact, data: null } : { data: impact };
      }
      if (method === 'POST' && path === `${SALES}/productChangeOrders`) {
        const order = data.order ?? { result: 'OK', messages: [] };
        return typeof order === 'number'
          ? { status: order, data: null }
          : { data: { ...order, orderId: 'o-1', orderImpact: [], planKey: 'X' } };
      }
      if (method === 'POST' && path === `${SALES}/addProductOrders`) {
        const key = (body as { additionalProducts: { ratePlan: string }[] }).additionalProducts[0]
          ?.ratePlan;
        addons = addons.map((addon) =>
          addon.addonPlanKey === key
            ? {
                ...addon,
                subscription: {
                  startedAt: '2026-11-21T01:00:00.000Z',
                  renewsAt: '2026-12-21T01:00:00.000Z',
                  stopRenewal: false,
                },
              }
            : addon,
        );
        return { data: { orderId: 'o-2', status: 'Completed' } };
      }
      if (method === 'POST' && path === `${SALES}/cancellationOrders`) {
        const ended = (body as { additionalProductsToCancel: { ratePlan: string }[] })
          .additionalProductsToCancel[0]?.ratePlan;
        addons = addons.map((addon) =>
          addon.addonPlanKey === ended ? { ...addon, subscription: null } : addon,
        );
        return { data: { orderId: 'o-3', status: 'Completed' } };
      }
      if (method === 'POST' && path === STOP) {
        addons = addons.map((addon) =>
          addon.subscription === null
            ? addon
            : { ...addon, subscription: { ...addon.subscription, stopRenewal: true } },
        );
        return {
          data: {
            addonPlanKey: 'CALLINGPACK_INTL_100',
            stopRenewal: true,
            endsAt: '2026-12-21T01:00:00.000Z',
          },
        };
      }
      return undefined;
    },
  ];
}
