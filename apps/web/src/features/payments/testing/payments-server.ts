import { onlinePaymentOutcomeSchema } from '@portal/contracts';
import type {
  BillingSummary,
  CardTransaction,
  CreditCardTransaction,
  ListedSavedCard,
  OnlinePaymentOutcome,
  PaymentResult,
  ProcessedCreditCardTransaction,
  RecurringPaymentMethod,
} from '@portal/contracts';
import type { Handler } from '../../../test/portal-server';

export const visa1111: ListedSavedCard = {
  cardId: 'card-visa-1111',
  type: 'Visa',
  maskedNumber: '************1111',
  expiry: '08/29',
  removable: true,
  usedAs: null,
};

export const mastercard4444: ListedSavedCard = {
  cardId: 'card-mc-4444',
  type: 'Mastercard',
  maskedNumber: '************4444',
  expiry: '11/28',
  removable: false,
  usedAs: 'Used as Autopay payment method',
};

export function aPaymentResult(overrides: Partial<PaymentResult> = {}): PaymentResult {
  return {
    transactionLocalId: 'PAY-1042',
    transactionGuid: 'gtx_abc',
    accountCode: '30000001',
    status: 'Approved',
    returnStatus: 'OK',
    amount: 2500,
    surcharge: 38,
    total: 2538,
    method: 'CreditCard',
    card: { type: 'Visa', maskedNumber: '************1111' },
    savedCard: null,
    declineReason: null,
    balanceAfter: 0,
    completedAt: '2026-11-21T01:30:00Z',
    ...overrides,
  };
}

/** The outcome page's part of that payment: the contract's pick leaves out account and balance. */
export function anOutcome(overrides: Partial<OnlinePaymentOutcome> = {}): OnlinePaymentOutcome {
  return { ...onlinePaymentOutcomeSchema.parse(aPaymentResult()), ...overrides };
}

export interface SentCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Every call the app made, with its full URL (query included), headers and JSON body. */
export function sentCalls(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) {
  return fetchMock.mock.calls.map(([input, init]): SentCall => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return {
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
  });
}

/** What the mocked payments and billing API hold; a number answers with that error status. */
export interface PaymentsData {
  accountCode?: string;
  surchargePercentage?: number | 'error';
  cards?: ListedSavedCard[];
  method?: RecurringPaymentMethod;
  summary?: BillingSummary | number;
  /** Answer of POST …/transactions. */
  transaction?: CardTransaction | number;
  /** Answer of POST …/payments. */
  payment?: PaymentResult | number;
  /** Answer of POST …/creditCardTransactions. */
  creditCardTransaction?: CreditCardTransaction | number;
  /** Answer of POST …/creditCardTransactions/{id}/process. */
  processed?: ProcessedCreditCardTransaction | number;
  /** Answer of PUT …/recurringPaymentMethod. */
  methodUpdate?: number;
  /** Answer of DELETE …/creditcards/{id}. */
  cardDelete?: number;
  /** Outcomes of GET /payments/v2/onlinePayments/{guid}, by guid. */
  outcomes?: Record<string, OnlinePaymentOutcome | number>;
}

const answer = (value: unknown) =>
  typeof value === 'number' ? { status: value, data: null } : { data: value };

/** Handlers for mockPortalServer serving the payments calls of one account. */
export function paymentsHandlers(data: PaymentsData): Handler[] {
  const code = data.accountCode ?? '30000001';
  const base = `/api/payments/v2/accounts/${code}`;
  return [
    ({ method, path }) => {
      const key = `${method} ${path}`;
      if (key === `GET /api/visibill/v2/accounts/${code}/billingSummary`) {
        return answer(data.summary ?? { balance: 2500, lastBill: null });
      }
      if (key === `GET ${base}/surcharges`) {
        const pct = data.surchargePercentage ?? 1.5;
        return pct === 'error'
          ? { status: 500, data: null }
          : { data: { creditCardPercentage: pct } };
      }
      if (key === `GET ${base}/creditcards`) return answer(data.cards ?? []);
      if (key === `GET ${base}/recurringPaymentMethod`) {
        return answer(data.method ?? { recurringPaymentType: 'Manual' });
      }
      if (key === `PUT ${base}/recurringPaymentMethod`) {
        return answer(data.methodUpdate ?? null);
      }
      if (key === `POST ${base}/transactions`) return answer(data.transaction ?? 500);
      if (key === `POST ${base}/payments`) return answer(data.payment ?? 500);
      if (key === `POST ${base}/creditCardTransactions`) {
        return answer(data.creditCardTransaction ?? 500);
      }
      if (method === 'POST' && /^.*\/creditCardTransactions\/[^/]+\/process$/.test(path)) {
        return answer(data.processed ?? 500);
      }
      if (method === 'DELETE' && path.startsWith(`${base}/creditcards/`)) {
        return answer(data.cardDelete ?? null);
      }
      const outcome = /^\/api\/payments\/v2\/onlinePayments\/([^/]+)$/.exec(path);
      if (method === 'GET' && outcome !== null) {
        return answer(data.outcomes?.[decodeURIComponent(outcome[1] ?? '')] ?? 404);
      }
      return undefined;
    },
  ];
}
