import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  accountOrderSchema,
  accountOrdersQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findAccountOrders } from './find-account-orders';

/** The account's orders: what is pending (a plan change, a sign-up, a move) and what was done. */
export function orderRoutes(db: Db) {
  return (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/sales/v3/ordering/accounts/:accountCode/orders',
      {
        config: { access: { kind: 'account', accountParam: 'accountCode' } },
        schema: {
          tags: ['sales'],
          summary: 'The account’s orders, newest first, optionally of one status',
          params: z.object({ accountCode: accountCodeSchema }),
          querystring: accountOrdersQuerySchema,
          response: {
            200: envelopeSchema(z.array(accountOrderSchema)),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
          },
        },
      },
      async (request) =>
        ok(await findAccountOrders(db, request.params.accountCode, request.query.status)),
    );
  };
}
