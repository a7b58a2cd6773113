import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountOrderSchema,
  accountOrdersQuerySchema,
  orderCancelledMessage,
  trackedOrderSchema,
} from '@portal/contracts';
import { cancelOrder } from './cancel-order';
import { findAccountOrders } from './find-account-orders';
import { trackAccountOrders } from './track-orders';
import { accountParams, accountRouter, anyHolder, ownerOnly, refusals } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const ORDERS = '/sales/v3/ordering/accounts/:accountCode/orders';

/** The account's orders: what is pending (a plan change, a sign-up, a move) and what was done. */
export const orderRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags: ['sales'], refusals: refusals(400, 401, 403) });
    account.get(ORDERS, {
      access: anyHolder,
      summary: 'The account’s orders, newest first, optionally of one status',
      querystring: accountOrdersQuerySchema,
      data: z.array(accountOrderSchema),
      answer: (request) => findAccountOrders(db, request.params.accountCode, request.query.status),
    });

    // Not in the spec's calls: named beside the orders it tracks (issue 30, item 6).
    account.get('/sales/v3/ordering/accounts/:accountCode/orderTracker', {
      access: anyHolder,
      summary: 'Where each of the account’s orders is: its steps, done and expected, newest first',
      data: z.array(trackedOrderSchema),
      answer: (request) => trackAccountOrders(db, request.params.accountCode),
    });

    account.post(`${ORDERS}/:orderId/cancel`, {
      access: ownerOnly,
      summary: 'Cancel a pending plan change, power sign-up or move before its day',
      params: accountParams.extend({ orderId: z.uuid() }),
      data: accountOrderSchema,
      refusals: refusals(400, 401, 403, 404, 409),
      message: (order) => orderCancelledMessage(order.summary),
      answer: (request) =>
        cancelOrder(db, {
          accountCode: request.params.accountCode,
          orderId: request.params.orderId,
          caller: request.caller,
          ip: request.ip,
        }),
    });
  };
};
