import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { newLineOptionsSchema, newLineOrderViewSchema, orderTokenSchema } from '@portal/contracts';
import { findNewLineOrders } from './find-new-line-orders';
import { getNewLineOptions } from './get-new-line-options';
import { createOrderToken } from './order-token';
import { accountOwner } from '../../auth';
import { accountRouter, anyHolder, refusals } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const NEW_LINE = '/mobile/v2/ordering/accounts/:accountCode/newLine';
const errors = refusals(401, 403, 404);
/** Only the account owner (or staff) may start an order; AccountRead users look. */
const owner = accountOwner({ feature: 'mobile' });
const tags = ['mobile ordering'];

/**
 * What the add-mobile-connection page needs before ordering. The order itself goes to
 * addProductOrders (sales routes), which hands a body with hardwareOrders to createNewLineOrder.
 */
export const newLineRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: errors });
    account.get(`${NEW_LINE}/options`, {
      access: anyHolder,
      summary: 'Plans, free numbers, hardware and providers for a new mobile line',
      data: newLineOptionsSchema,
      answer: (request) => getNewLineOptions(db, request.params.accountCode),
    });
    account.post(`${NEW_LINE}/orderToken`, {
      access: owner,
      summary: 'A single-use order token for one new-line order (expires in 30 minutes)',
      data: orderTokenSchema,
      answer: (request) => createOrderToken(db, request.params.accountCode),
    });
    account.get(`${NEW_LINE}/orders`, {
      access: anyHolder,
      summary: 'The account’s new-line orders, newest first',
      data: z.array(newLineOrderViewSchema),
      answer: (request) => findNewLineOrders(db, request.params.accountCode),
    });
  };
};
