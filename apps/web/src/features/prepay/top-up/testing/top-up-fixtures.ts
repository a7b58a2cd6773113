import type { RechargeConfiguration, RechargeResult, RechargeSavedCard } from '@portal/contracts';

export const ACCOUNT = '30000101';
export const LINE = '0201234570';
export const CONFIGURATION = `/api/recharge/v1/configuration/accounts/${ACCOUNT}/serviceEntities/${LINE}`;
export const PAYMENTS = `/api/recharge/v1/payments/accounts/${ACCOUNT}`;
export const PROCESS = (id: string) =>
  `/api/recharge/v1/accounts/${ACCOUNT}/rechargeTransactions/${id}/process`;
export const VOUCHER_ORDERS = `/api/sales/v4/ordering/accounts/${ACCOUNT}/orders`;
export const CREDIT_CARDS = `/api/payments/v2/accounts/${ACCOUNT}/creditcards`;
export const CARD_AUTHORISATIONS = `/api/payments/v2/accounts/${ACCOUNT}/creditCardTransactions`;
export const CARD_SUBMIT_URL = 'http://portal.test/gateway/api/v1/transactions/gtx_save/card';
export const MAINTENANCE = '/api/recharge/v1/maintenanceWindows/active';

export const VISA = 'card_visa_1111';
export const MASTERCARD = 'card_mc_4444';
/** A saved card the fake gateway declines. */
export const DECLINING_CARD = 'card_visa_0002';

export const GATEWAY_PAGE = 'https://gateway.test/pay/gtx_new';
export const INITIATED_ID = '7a0c1e52-5a7e-4c55-9d8b-2f3e4a5b6c7d';

function aCard(cardId: string, type: 'Visa' | 'Mastercard', last4: string): RechargeSavedCard {
  return {
    cardId,
    type,
    maskedNumber: `************${last4}`,
    expiry: '08/29',
    removable: true,
    usageDescription: null,
  };
}

/** Ben's line: a Mastercard nothing uses listed first, the Visa used by autopay and both auto top-ups. */
export function bensConfiguration(): RechargeConfiguration {
  return {
    accountCode: ACCOUNT,
    serviceEntity: LINE,
    balance: 2550,
    balanceExpiryDate: '2027-05-12',
    limits: { minimumTopUp: 500, maximumTopUp: 50_000 },
    savedCards: [aCard(MASTERCARD, 'Mastercard', '4444'), aCard(VISA, 'Visa', '1111')],
    autopay: { enabled: true, cardId: VISA },
    autoTopup: {
      cardId: VISA,
      topupAmountIncludingGst: 2000,
      lowBalanceThresholdIncludingGst: 500,
      requiresCustomerConfirmation: false,
    },
    monthlyAutoTopups: [
      {
        targetServiceEntity: LINE,
        cardId: VISA,
        dayOfMonth: 15,
        topupAmountIncludingGst: 3000,
        nextRunDate: '2026-12-15',
      },
    ],
    lastAutoTopUpFailure: null,
    pendingConfirmation: null,
  };
}

/** An answered top-up. */
export function aResult(overrides: Partial<RechargeResult> = {}): RechargeResult {
  return {
    rechargeTransactionId: INITIATED_ID,
    status: 'Approved',
    amount: 2000,
    targetMsisdn: LINE,
    balanceAfter: 4550,
    savedCardId: null,
    message: null,
    ...overrides,
  };
}
