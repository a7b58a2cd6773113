import type { FastifyInstance } from 'fastify';
import {
  idempotencyKeyHeaderSchema,
  initiatedRechargeSchema,
  initiateRechargePaymentSchema,
  processRechargeSchema,
  rechargeResultSchema,
  rechargeTransactionParamsSchema,
  savedCardRechargeParamsSchema,
  savedCardRechargeSchema,
} from '@portal/contracts';
import { initiateRechargePayment } from './initiate-recharge-payment';
import { processRecharge } from './process-recharge';
import type { RechargeContext } from './recharge-context';
import { ownerAccess, RECHARGE, tags, topUpErrors } from './route-parts';
import { rechargeWithSavedCard } from './saved-card-recharge';
import { accountRouter } from '../route-kit';

/** Top-ups by saved card and on the gateway's pages, and their processing. */
export function rechargePaymentRoutes(recharge: RechargeContext) {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: topUpErrors });
    account.post(`${RECHARGE}/payments/accounts/:accountCode/cards/:cardId/payment`, {
      access: ownerAccess,
      summary: 'Top up a prepay number from a saved card',
      params: savedCardRechargeParamsSchema,
      headers: idempotencyKeyHeaderSchema,
      body: savedCardRechargeSchema,
      data: rechargeResultSchema,
      answer: (request) =>
        rechargeWithSavedCard(recharge, {
          accountCode: request.params.accountCode,
          cardId: request.params.cardId,
          idempotencyKey: request.headers['idempotency-key'],
          body: request.body,
        }),
    });
    account.post(`${RECHARGE}/payments/accounts/:accountCode/initiatePayment`, {
      access: ownerAccess,
      summary: 'Start a top-up by new card or online banking on the gateway’s page',
      headers: idempotencyKeyHeaderSchema,
      body: initiateRechargePaymentSchema,
      data: initiatedRechargeSchema,
      answer: (request) =>
        initiateRechargePayment(recharge, {
          accountCode: request.params.accountCode,
          idempotencyKey: request.headers['idempotency-key'],
          body: request.body,
        }),
    });
    account.post(
      `${RECHARGE}/accounts/:accountCode/rechargeTransactions/:rechargeTransactionId/process`,
      {
        access: ownerAccess,
        summary: 'Settle a top-up back from the gateway, or confirm or decline a held Auto Top Up',
        params: rechargeTransactionParamsSchema,
        body: processRechargeSchema.nullish(),
        data: rechargeResultSchema,
        answer: (request) =>
          processRecharge(recharge, {
            accountCode: request.params.accountCode,
            rechargeTransactionId: request.params.rechargeTransactionId,
            decision: request.body?.decision,
          }),
      },
    );
  };
}
