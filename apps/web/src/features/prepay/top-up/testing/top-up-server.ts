import type {
  Account,
  ActiveMaintenanceWindow,
  MobileServiceDetails,
  RechargeConfiguration,
  RechargeResult,
} from '@portal/contracts';
import { BUSINESS_GROUP_PREPAY, isCardRemovable, savedCardDescription } from '@portal/domain';
import { accountHandlers, anAccount } from '../../../../shared/accounts/testing/account-server';
import type { Handler } from '../../../../test/portal-server';
import { aLine } from '../../shared/testing/prepay-line';
import {
  ACCOUNT,
  CARD_AUTHORISATIONS,
  CARD_SUBMIT_URL,
  CONFIGURATION,
  CREDIT_CARDS,
  DECLINING_CARD,
  GATEWAY_PAGE,
  INITIATED_ID,
  LINE,
  MAINTENANCE,
  PAYMENTS,
  VOUCHER_ORDERS,
  aResult,
  bensConfiguration,
} from './top-up-fixtures';

/** The cards' removable flag and description from what the settings use, as the server does. */
function withCardUsage(config: RechargeConfiguration): RechargeConfiguration {
  const usage = {
    autopayCardId: config.autopay.cardId,
    autoTopUpCardId: config.autoTopup?.cardId ?? null,
    monthlyAutoTopUpCardIds: config.monthlyAutoTopups.map((monthly) => monthly.cardId),
  };
  return {
    ...config,
    savedCards: config.savedCards.map((card) => ({
      ...card,
      removable: isCardRemovable(card.cardId, usage),
      usageDescription: savedCardDescription(card.cardId, usage) ?? null,
    })),
  };
}

export interface TopUpServerOptions {
  configuration?: RechargeConfiguration | number;
  maintenance?: ActiveMaintenanceWindow;
  /** What …/process answers for a top-up id; a number answers with that error status. */
  processed?: Record<string, RechargeResult | number>;
  /** The mobile lines of the account. */
  lines?: MobileServiceDetails[];
  /** The signed-in person's roles on the account; AccountOwner unless said. */
  roles?: Account['roles'];
  /** Answer these calls ("POST /api/…") with the status instead, the first time only. */
  failFirst?: Record<string, number>;
}

/**
 * The account, its lines and every call of the top-up screen for Ben's line, holding its
 * state: top-ups move the balance, settings change the cards' use, a voucher works once.
 */
export function topUpHandlers(options: TopUpServerOptions = {}): Handler[] {
  let config =
    typeof options.configuration === 'number'
      ? null
      : withCardUsage(options.configuration ?? bensConfiguration());
  let voucherUsed = false;
  const failFirst = new Map(Object.entries(options.failFirst ?? {}));
  const set = (change: Partial<RechargeConfiguration>) => {
    if (config === null) return { status: 500, data: null };
    config = withCardUsage({ ...config, ...change });
    return { data: config };
  };
  return [
    ...accountHandlers({
      [ACCOUNT]: {
        account: anAccount(ACCOUNT, {
          accountName: 'Ben Carter',
          businessGroup: BUSINESS_GROUP_PREPAY,
          roles: options.roles ?? ['AccountOwner'],
        }),
        mobileServices: options.lines ?? [aLine(LINE)],
      },
    }),
    ({ method, path, body }) => {
      const failing = failFirst.get(`${method} ${path}`);
      if (failing !== undefined) {
        failFirst.delete(`${method} ${path}`);
        return { status: failing, data: null };
      }
      if (method === 'GET' && path === MAINTENANCE)
        return { data: options.maintenance ?? { active: false, window: null } };
      if (method === 'GET' && path === CONFIGURATION) {
        return config === null
          ? { status: options.configuration as number, data: null }
          : { data: config };
      }
      if (config === null) return undefined;
      const card = /^\/api\/recharge\/v1\/payments\/accounts\/\d+\/cards\/([^/]+)\/payment$/.exec(
        path,
      );
      if (method === 'POST' && card !== null) {
        const { amount } = body as { amount: number };
        if (card[1] === DECLINING_CARD) {
          return {
            data: aResult({
              status: 'Declined',
              amount,
              balanceAfter: null,
              message: 'Your payment was declined, so your balance has not changed.',
            }),
          };
        }
        config = { ...config, balance: config.balance + amount };
        return { data: aResult({ amount, balanceAfter: config.balance }) };
      }
      if (method === 'POST' && path === `${PAYMENTS}/initiatePayment`) {
        const { amount } = body as { amount: number };
        return {
          data: {
            rechargeTransactionId: INITIATED_ID,
            transactionGuid: 'gtx_new',
            amount,
            links: [{ rel: 'hostedPage', href: GATEWAY_PAGE, method: 'GET' }],
          },
        };
      }
      const processed =
        /^\/api\/recharge\/v1\/accounts\/\d+\/rechargeTransactions\/([^/]+)\/process$/.exec(path);
      if (method === 'POST' && processed !== null) {
        const id = processed[1] ?? '';
        const held = config.pendingConfirmation;
        if (held !== null && held.rechargeTransactionId === id) {
          const confirmed = (body as { decision?: string }).decision === 'Confirm';
          const balance = confirmed ? config.balance + held.amount : config.balance;
          config = { ...config, balance, pendingConfirmation: null };
          return {
            data: aResult({
              rechargeTransactionId: id,
              amount: held.amount,
              status: confirmed ? 'Approved' : 'Cancelled',
              balanceAfter: confirmed ? balance : null,
              message: confirmed ? null : 'You declined this Auto Top Up.',
            }),
          };
        }
        const answer = options.processed?.[id] ?? 404;
        return typeof answer === 'number' ? { status: answer, data: null } : { data: answer };
      }
      if (method === 'POST' && path === VOUCHER_ORDERS) {
        const { voucherNumber } = body as { voucherNumber: string };
        if (voucherNumber !== '123456789012') return { status: 422, data: null };
        if (voucherUsed) return { status: 409, data: null };
        voucherUsed = true;
        config = { ...config, balance: config.balance + 2000 };
        return { data: { orderId: 'o-1', amount: 2000, balanceAfter: config.balance } };
      }
      if (path === `${CONFIGURATION}/autoPay`) {
        const { cardId } = (body ?? {}) as { cardId?: string };
        return method === 'PUT'
          ? set({ autopay: { enabled: true, cardId: cardId ?? null } })
          : set({ autopay: { enabled: false, cardId: null } });
      }
      if (path === `${CONFIGURATION}/autotopup`) {
        if (method === 'DELETE') return set({ autoTopup: null });
        const put = body as NonNullable<RechargeConfiguration['autoTopup']>;
        return set({
          autoTopup: {
            cardId: put.cardId,
            topupAmountIncludingGst: put.topupAmountIncludingGst,
            lowBalanceThresholdIncludingGst: put.lowBalanceThresholdIncludingGst,
            requiresCustomerConfirmation: put.requiresCustomerConfirmation,
          },
        });
      }
      if (path === `${CONFIGURATION}/monthlyAutoTopup`) {
        if (method === 'DELETE') return set({ monthlyAutoTopups: [] });
        const put = body as Omit<RechargeConfiguration['monthlyAutoTopups'][number], 'nextRunDate'>;
        return set({
          monthlyAutoTopups: [
            {
              targetServiceEntity: put.targetServiceEntity,
              cardId: put.cardId,
              dayOfMonth: put.dayOfMonth,
              topupAmountIncludingGst: put.topupAmountIncludingGst,
              nextRunDate: '2026-12-28',
            },
          ],
        });
      }
      // Saving a card: a $0 Authorisation, the card posted to the gateway, then processed.
      if (method === 'POST' && path === CARD_AUTHORISATIONS) {
        return {
          data: {
            id: 'gtx_save',
            links: [{ rel: 'ajaxSubmitCard', href: CARD_SUBMIT_URL, method: 'POST' }],
          },
        };
      }
      if (method === 'POST' && path === new URL(CARD_SUBMIT_URL).pathname) {
        const { cardNumber } = body as { cardNumber: string };
        const declined = cardNumber === '4000000000000002';
        return {
          data: {
            status: declined ? 'Declined' : 'Approved',
            declineReason: declined ? 'Your card was declined by your bank.' : null,
            redirectUrl: 'http://localhost/mobile/prepay-top-up?transactionGuid=gtx_save',
          },
        };
      }
      if (method === 'POST' && path === `${CARD_AUTHORISATIONS}/gtx_save/process`) {
        const saved = {
          cardId: 'card-new',
          type: 'Visa' as const,
          maskedNumber: '************4242',
          expiry: '08/30',
        };
        set({
          savedCards: [...config.savedCards, { ...saved, removable: true, usageDescription: null }],
        });
        return { data: { savedCard: saved } };
      }
      const removed = new RegExp(`^${CREDIT_CARDS}/([^/]+)$`).exec(path);
      if (method === 'DELETE' && removed !== null) {
        const target = config.savedCards.find((saved) => saved.cardId === removed[1]);
        if (target === undefined || !target.removable) return { status: 409, data: null };
        set({ savedCards: config.savedCards.filter((saved) => saved !== target) });
        return { data: null };
      }
      return undefined;
    },
  ];
}
