import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, sendSmsSchema, smsMessageSchema } from '@portal/contracts';
import type { Db } from '../db/client';
import { idempotencyKeyOf, requireBearerKey } from '../platform/provider-requests';
import type { DeliveryReporter } from './delivery-reports';
import { acceptMessage, findMessage, messageView } from './messages';

const tags = ['sms-sandbox'];
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};

/** The provider's API (server to server, API key): send a message, ask what became of it. */
export function messageRoutes(db: Db, apiKey: string, reporter: DeliveryReporter) {
  return (app: FastifyInstance) => {
    requireBearerKey(app, {
      key: apiKey,
      realm: 'sms',
      keyName: 'API key',
      code: 'api_key_required',
    });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      '/messages',
      {
        schema: {
          tags,
          summary: 'Send a text message; its fate is reported to statusCallback',
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          body: sendSmsSchema,
          response: { 200: smsMessageSchema, 201: smsMessageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request.headers['idempotency-key']);
        const { row, created } = await acceptMessage(db, key, request.body);
        if (created) reporter.schedule(row);
        return reply.code(created ? 201 : 200).send(messageView(row));
      },
    );
    routes.get(
      '/messages/:id',
      {
        schema: {
          tags,
          summary: 'What became of a message',
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: smsMessageSchema, ...errors },
        },
      },
      async (request) => messageView(await findMessage(db, request.params.id)),
    );
  };
}
