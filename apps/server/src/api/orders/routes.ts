import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  accountOrderSchema,
  accountOrdersQuerySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  orderCancelledMessage,
} from '@portal/contracts';
import { accountHolders, accountOwner } from '../../auth';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { cancelOrder } from './cancel-order';
import { findAccountOrders } from './find-account-orders';

const ORDERS = '/sales/v3/ordering/accounts/:accountCode/orders';

/** The account's orders: what is pending (a plan change, a sign-up, a move) and what was done. */
export function orderRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      ORDERS,
      {
        config: { access: accountHolders('accountCode') },
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

    routes.post(
      `${ORDERS}/:orderId/cancel`,
      {
        config: { access: accountOwner('accountCode') },
        schema: {
          tags: ['sales'],
          summary: 'Cancel a pending plan change, power sign-up or move before its day',
          params: z.object({ accountCode: accountCodeSchema, orderId: z.uuid() }),
          response: {
            200: envelopeSchema(accountOrderSchema),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const order = await cancelOrder(db, {
          accountCode: request.params.accountCode,
          orderId: request.params.orderId,
          caller: request.caller,
          ip: request.ip,
        });
        return ok(order, { message: orderCancelledMessage(order.summary) });
      },
    );
  };
}
