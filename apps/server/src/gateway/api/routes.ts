import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chargeGatewayTokenSchema,
  createGatewayTransactionSchema,
  errorEnvelopeSchema,
  gatewayTransactionSchema,
  submitCardResultSchema,
} from '@portal/contracts';
import type { GatewayContext } from '../context';
import { idempotencyKeyOf, requireBearerKey } from '../../platform/provider-requests';
import { transactionView } from '../transaction-view';
import { chargeToken } from './charge-token';
import { createTransaction } from './create-transaction';
import { forgetToken } from './forget-token';
import { getTransaction } from './get-transaction';
import { submitCard } from './submit-card';

const idParams = z.object({ id: z.string().min(1).max(100) });
const tokenParams = z.object({ token: z.string().min(1).max(100) });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const tags = ['gateway'];

/** The merchant API (server to server, merchant key): create, check, charge a token. */
export function merchantRoutes(context: GatewayContext, merchantKey: string) {
  return (app: FastifyInstance) => {
    requireBearerKey(app, {
      key: merchantKey,
      realm: 'gateway',
      keyName: 'merchant key',
      code: 'merchant_key_required',
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      '/transactions',
      {
        schema: {
          tags,
          summary: 'Create a Pending card or online-banking transaction (hosted page)',
          headers: idempotencyHeaders,
          body: createGatewayTransactionSchema,
          response: { 200: gatewayTransactionSchema, 201: gatewayTransactionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const { row, created } = await createTransaction(context, key, request.body);
        return reply.code(created ? 201 : 200).send(transactionView(context.baseUrl, row, null));
      },
    );
    routes.get(
      '/transactions/:id',
      {
        schema: {
          tags,
          summary: 'Status check of a transaction (never trust the return query alone)',
          params: idParams,
          response: { 200: gatewayTransactionSchema, ...errors },
        },
      },
      async (request) => getTransaction(context, request.params.id),
    );
    routes.post(
      '/tokens/:token/transactions',
      {
        schema: {
          tags,
          summary: 'Charge a saved card, decided at once',
          params: tokenParams,
          headers: idempotencyHeaders,
          body: chargeGatewayTokenSchema,
          response: { 200: gatewayTransactionSchema, 201: gatewayTransactionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const { created, card } = await chargeToken(
          context,
          request.params.token,
          key,
          request.body,
        );
        const view = transactionView(context.baseUrl, created.row, card);
        return reply.code(created.created ? 201 : 200).send(view);
      },
    );
    routes.delete(
      '/tokens/:token',
      {
        schema: {
          tags,
          summary: 'Forget a saved card',
          params: tokenParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await forgetToken(context.db, request.params.token);
        return reply.code(204).send(null);
      },
    );
  };
}

/** What the browser may send to an ajaxSubmitCard link; checked by the card rules, not here. */
const cardBody = z.object({
  cardholderName: z.unknown().optional(),
  cardNumber: z.unknown().optional(),
  expiryMonth: z.unknown().optional(),
  expiryYear: z.unknown().optional(),
  cvc: z.unknown().optional(),
});

/** The card submit the browser posts to directly (rel ajaxSubmitCard); no merchant key. */
export function cardSubmitRoutes(context: GatewayContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      '/transactions/:id/card',
      {
        schema: {
          tags,
          summary: 'Submit a card for a Pending transaction, from the browser (ajaxSubmitCard)',
          params: idParams,
          body: cardBody,
          response: { 200: submitCardResultSchema, 409: errorEnvelopeSchema, ...errors },
        },
      },
      async (request, reply) => submitCard(context, request, reply),
    );
  };
}
