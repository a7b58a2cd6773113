import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cardTransactionSchema,
  createCardTransactionSchema,
  createCreditCardTransactionSchema,
  createSavedCardPaymentSchema,
  creditCardTransactionSchema,
  envelopeSchema,
  idempotencyKeyHeaderSchema,
  onlinePaymentOutcomeSchema,
  onlinePaymentQuerySchema,
  paymentResultSchema,
  processedCreditCardTransactionSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { createCardTransaction } from './create-card-transaction';
import { createCreditCardTransaction } from './create-credit-card-transaction';
import { createSavedCardPayment } from './create-saved-card-payment';
import { getOnlinePaymentOutcome } from './get-online-payment-outcome';
import {
  gatewayErrors,
  idSchema,
  ownerAccess,
  PREFIX,
  tags,
  transactionParams,
} from './payment-route-parts';
import type { PaymentsContext } from './payments-context';
import { processCardTransaction } from './process-card-transaction';
import { processCreditCardTransaction } from './process-credit-card-transaction';
import { accountParams, refusals, zodRoutes } from '../route-kit';

/** The hosted-page, saved-card and card-saving calls, and the public outcome. */
export function transactionRoutes(payments: PaymentsContext) {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.post(
      `${PREFIX}/transactions`,
      {
        config: { access: ownerAccess },
        schema: {
          tags,
          summary: 'Start a card or online banking payment on the gateway’s page',
          params: accountParams,
          headers: idempotencyKeyHeaderSchema,
          body: createCardTransactionSchema,
          response: { 200: envelopeSchema(cardTransactionSchema), ...gatewayErrors },
        },
      },
      async (request) =>
        ok(
          await createCardTransaction(payments, {
            accountCode: request.params.accountCode,
            idempotencyKey: request.headers['idempotency-key'],
            body: request.body,
          }),
        ),
    );
    routes.post(
      `${PREFIX}/transactions/:id/process`,
      {
        config: { access: ownerAccess },
        schema: {
          tags,
          summary: 'Settle a payment from the gateway’s record (id: transactionLocalId or guid)',
          params: transactionParams,
          response: { 200: envelopeSchema(paymentResultSchema), ...gatewayErrors },
        },
      },
      async (request) =>
        ok(
          await processCardTransaction(payments, {
            accountCode: request.params.accountCode,
            id: request.params.id,
          }),
        ),
    );
    routes.post(
      `${PREFIX}/payments`,
      {
        config: { access: ownerAccess },
        schema: {
          tags,
          summary: 'Pay with a saved card',
          params: accountParams,
          headers: idempotencyKeyHeaderSchema,
          body: createSavedCardPaymentSchema,
          response: { 200: envelopeSchema(paymentResultSchema), ...gatewayErrors },
        },
      },
      async (request) =>
        ok(
          await createSavedCardPayment(payments, {
            accountCode: request.params.accountCode,
            idempotencyKey: request.headers['idempotency-key'],
            body: request.body,
          }),
        ),
    );
    routes.post(
      `${PREFIX}/creditCardTransactions`,
      {
        config: { access: ownerAccess },
        schema: {
          tags,
          summary: 'Start saving a card (a $0 Authorisation)',
          params: accountParams,
          body: createCreditCardTransactionSchema,
          response: { 200: envelopeSchema(creditCardTransactionSchema), ...gatewayErrors },
        },
      },
      async (request) =>
        ok(
          await createCreditCardTransaction(payments, {
            accountCode: request.params.accountCode,
            body: request.body,
          }),
        ),
    );
    routes.post(
      `${PREFIX}/creditCardTransactions/:id/process`,
      {
        config: { access: ownerAccess },
        schema: {
          tags,
          summary: 'Keep the card the gateway saved',
          params: transactionParams,
          response: { 200: envelopeSchema(processedCreditCardTransactionSchema), ...gatewayErrors },
        },
      },
      async (request) =>
        ok(
          await processCreditCardTransaction(payments, {
            accountCode: request.params.accountCode,
            id: request.params.id,
          }),
        ),
    );
    routes.get(
      '/payments/v2/onlinePayments/:transactionGuid',
      {
        // The return page is open without sign-in; the pair of ids is the proof.
        config: { access: { kind: 'public' } },
        schema: {
          tags,
          summary: 'The outcome of an online payment, for the return page',
          params: z.object({ transactionGuid: idSchema }),
          querystring: onlinePaymentQuerySchema,
          response: { 200: envelopeSchema(onlinePaymentOutcomeSchema), ...refusals(404) },
        },
      },
      async (request) =>
        ok(
          await getOnlinePaymentOutcome(payments, {
            transactionGuid: request.params.transactionGuid,
            transactionLocalId: request.query.transaction_local_id,
          }),
        ),
    );
  };
}
