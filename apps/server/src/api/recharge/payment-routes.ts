import type { FastifyInstance } from 'fastify';
import {
  envelopeSchema,
  idempotencyKeyHeaderSchema,
  initiatedRechargeSchema,
  initiateRechargePaymentSchema,
  processRechargeSchema,
  rechargeResultSchema,
  rechargeTransactionParamsSchema,
  savedCardRechargeParamsSchema,
  savedCardRechargeSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { initiateRechargePayment } from './initiate-recharge-payment';
import { processRecharge } from './process-recharge';
import type { RechargeContext } from './recharge-context';
import { ownerAccess, RECHARGE, tags, topUpErrors } from './route-parts';
import { rechargeWithSavedCard } from './saved-card-recharge';
import { accountParams, zodRoutes } from '../route-kit';

/** Top-ups by saved card and on the gateway's pages, and their processing. */
export function rechargePaymentRoutes(recharge: RechargeContext) {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.post(
      `${RECHARGE}/payments/accounts/:accountCode/cards/:cardId/payment`,
      {
        config: { access: ownerAccess },
        schema: {
          tags,
          summary: 'Top up a prepay number from a saved card',
          params: savedCardRechargeParamsSchema,
          headers: idempotencyKeyHeaderSchema,
          body: savedCardRechargeSchema,
          response: { 200: envelopeSchema(rechargeResultSchema), ...topUpErrors },
        },
      },
      async (request) =>
        ok(
          await rechargeWithSavedCard(recharge, {
            accountCode: request.params.accountCode,
            cardId: request.params.cardId,
            idempotencyKey: request.headers['idempotency-key'],
            body: request.body,
          }),
        ),
    );
    routes.post(
      `${RECHARGE}/payments/accounts/:accountCode/initiatePayment`,
      {
        config: { access: ownerAccess },
        schema: {
          tags,
          summary: 'Start a top-up by new card or online banking on the gateway’s page',
          params: accountParams,
          headers: idempotencyKeyHeaderSchema,
          body: initiateRechargePaymentSchema,
          response: { 200: envelopeSchema(initiatedRechargeSchema), ...topUpErrors },
        },
      },
      async (request) =>
        ok(
          await initiateRechargePayment(recharge, {
            accountCode: request.params.accountCode,
            idempotencyKey: request.headers['idempotency-key'],
            body: request.body,
          }),
        ),
    );
    routes.post(
      `${RECHARGE}/accounts/:accountCode/rechargeTransactions/:rechargeTransactionId/process`,
      {
        config: { access: ownerAccess },
        schema: {
          tags,
          summary:
            'Settle a top-up back from the gateway, or confirm or decline a held Auto Top Up',
          params: rechargeTransactionParamsSchema,
          body: processRechargeSchema.nullish(),
          response: { 200: envelopeSchema(rechargeResultSchema), ...topUpErrors },
        },
      },
      async (request) =>
        ok(
          await processRecharge(recharge, {
            accountCode: request.params.accountCode,
            rechargeTransactionId: request.params.rechargeTransactionId,
            decision: request.body?.decision,
          }),
        ),
    );
  };
}
