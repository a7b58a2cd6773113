import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  newLineOptionsSchema,
  newLineOrderViewSchema,
  orderTokenSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findNewLineOrders } from './find-new-line-orders';
import { getNewLineOptions } from './get-new-line-options';
import { createOrderToken } from './order-token';
import { accountHolders, accountOwner } from '../../auth';

const NEW_LINE = '/mobile/v2/ordering/accounts/:accountCode/newLine';
const params = z.object({ accountCode: accountCodeSchema });
const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const read = accountHolders('accountCode');
/** Only the account owner (or staff) may start an order; AccountRead users look. */
const owner = accountOwner('accountCode', { feature: 'mobile' });
const tags = ['mobile ordering'];

/**
 * What the add-mobile-connection page needs before ordering. The order itself goes to
 * addProductOrders (sales routes), which hands a body with hardwareOrders to createNewLineOrder.
 */
export function newLineRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      `${NEW_LINE}/options`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'Plans, free numbers, hardware and providers for a new mobile line',
          params,
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
          params,
          response: { 200: envelopeSchema(orderTokenSchema), ...errors },
        },
      },
      async (request) => ok(await createOrderToken(db, request.params.accountCode)),
    );
    routes.get(
      `${NEW_LINE}/orders`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'The account’s new-line orders, newest first',
          params,
          response: { 200: envelopeSchema(z.array(newLineOrderViewSchema)), ...errors },
        },
      },
      async (request) => ok(await findNewLineOrders(db, request.params.accountCode)),
    );
  };
}
