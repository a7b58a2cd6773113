import type { MobileServiceDetails } from '@portal/contracts';

/**
 * A mobile line as GET …/mobileServices gives it to the prepay pages: prepay on the $29 value
 * pack, or with `isPrepay` false a postpay line on Endless, which the prepay pages pass over.
 */
export function aLine(serviceEntity: string, isPrepay = true): MobileServiceDetails {
  return {
    serviceEntity,
    service: 'mobile2_linerental',
    serviceEntityDescription: null,
    status: 'Active',
    isPrepay,
    planKey: isPrepay ? 'PREPAY_VALUE_29' : 'ENDLESS',
    planDescription: isPrepay ? 'Prepay Value Pack $29' : 'Endless',
    isPaused: false,
    pausedAt: null,
    simBlocked: false,
    spendLimit: null,
    barSettings: { internationalCalls: false, premiumRateServices: false, roaming: false },
    allowance: null,
    pendingNumber: null,
  };
}
