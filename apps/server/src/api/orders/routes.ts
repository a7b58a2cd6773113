import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountOrderSchema,
  accountOrdersQuerySchema,
  envelopeSchema,
  orderCancelledMessage,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { cancelOrder } from './cancel-order';
import { findAccountOrders } from './find-account-orders';
import { accountParams, anyHolder, ownerOnly, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const ORDERS = '/sales/v3/ordering/accounts/:accountCode/orders';

/** The account's orders: what is pending (a plan change, a sign-up, a move) and what was done. */
export const orderRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      ORDERS,
      {
        config: { access: anyHolder },
        schema: {
          tags: ['sales'],
          summary: 'The account’s orders, newest first, optionally of one status',
          params: accountParams,
          querystring: accountOrdersQuerySchema,
          response: {
            200: envelopeSchema(z.array(accountOrderSchema)),
            ...refusals(400, 401, 403),
          },
        },
      },
      async (request) =>
        ok(await findAccountOrders(db, request.params.accountCode, request.query.status)),
    );

    routes.post(
      `${ORDERS}/:orderId/cancel`,
      {
        config: { access: ownerOnly },
        schema: {
          tags: ['sales'],
          summary: 'Cancel a pending plan change, power sign-up or move before its day',
          params: accountParams.extend({ orderId: z.uuid() }),
          response: {
            200: envelopeSchema(accountOrderSchema),
            ...refusals(400, 401, 403, 404, 409),
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
};
