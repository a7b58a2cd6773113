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
import { accountRouter, refusals, zodRoutes } from '../route-kit';

/** The hosted-page, saved-card and card-saving calls, and the public outcome. */
export function transactionRoutes(payments: PaymentsContext) {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: gatewayErrors });
    account.post(`${PREFIX}/transactions`, {
      access: ownerAccess,
      summary: 'Start a card or online banking payment on the gateway’s page',
      headers: idempotencyKeyHeaderSchema,
      body: createCardTransactionSchema,
      data: cardTransactionSchema,
      answer: (request) =>
        createCardTransaction(payments, {
          accountCode: request.params.accountCode,
          idempotencyKey: request.headers['idempotency-key'],
          body: request.body,
        }),
    });
    account.post(`${PREFIX}/transactions/:id/process`, {
      access: ownerAccess,
      summary: 'Settle a payment from the gateway’s record (id: transactionLocalId or guid)',
      params: transactionParams,
      data: paymentResultSchema,
      answer: (request) =>
        processCardTransaction(payments, {
          accountCode: request.params.accountCode,
          id: request.params.id,
        }),
    });
    account.post(`${PREFIX}/payments`, {
      access: ownerAccess,
      summary: 'Pay with a saved card',
      headers: idempotencyKeyHeaderSchema,
      body: createSavedCardPaymentSchema,
      data: paymentResultSchema,
      answer: (request) =>
        createSavedCardPayment(payments, {
          accountCode: request.params.accountCode,
          idempotencyKey: request.headers['idempotency-key'],
          body: request.body,
        }),
    });
    account.post(`${PREFIX}/creditCardTransactions`, {
      access: ownerAccess,
      summary: 'Start saving a card (a $0 Authorisation)',
      body: createCreditCardTransactionSchema,
      data: creditCardTransactionSchema,
      answer: (request) =>
        createCreditCardTransaction(payments, {
          accountCode: request.params.accountCode,
          body: request.body,
        }),
    });
    account.post(`${PREFIX}/creditCardTransactions/:id/process`, {
      access: ownerAccess,
      summary: 'Keep the card the gateway saved',
      params: transactionParams,
      data: processedCreditCardTransactionSchema,
      answer: (request) =>
        processCreditCardTransaction(payments, {
          accountCode: request.params.accountCode,
          id: request.params.id,
        }),
    });
    zodRoutes(app).get(
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
