import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  newLineOptionsSchema,
  newLineOrderViewSchema,
  orderTokenSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { findNewLineOrders } from './find-new-line-orders';
import { getNewLineOptions } from './get-new-line-options';
import { createOrderToken } from './order-token';
import { accountOwner } from '../../auth';
import { accountParams, anyHolder, refusals, zodRoutes } from '../route-kit';
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
    const routes = zodRoutes(app);
    routes.get(
      `${NEW_LINE}/options`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'Plans, free numbers, hardware and providers for a new mobile line',
          params: accountParams,
          response: { 200: envelopeSchema(newLineOptionsSchema), ...errors },
        },
      },
      async (request) => ok(await getNewLineOptions(db, request.params.accountCode)),
    );
    routes.post(
      `${NEW_LINE}/orderToken`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'A single-use order token for one new-line order (expires in 30 minutes)',
          params: accountParams,
          response: { 200: envelopeSchema(orderTokenSchema), ...errors },
        },
      },
      async (request) => ok(await createOrderToken(db, request.params.accountCode)),
    );
    routes.get(
      `${NEW_LINE}/orders`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The account’s new-line orders, newest first',
          params: accountParams,
          response: { 200: envelopeSchema(z.array(newLineOrderViewSchema)), ...errors },
        },
      },
      async (request) => ok(await findNewLineOrders(db, request.params.accountCode)),
    );
  };
};
