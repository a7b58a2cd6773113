import type { FastifyInstance } from 'fastify';
import {
  envelopeSchema,
  msisdnSchema,
  prepayTransactionHistoryQuerySchema,
  prepayTransactionHistorySchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findPrepayHistory } from './find-prepay-history';
import { prepayLineRow } from './prepay-line';
import { readErrors, tags } from './route-parts';
import { accountHolders } from '../../auth';
import { accountParams, zodRoutes } from '../route-kit';

/** The prepay transaction history of mobile management (spec section 7). */
export function prepayHistoryRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      '/mobile/v2/management/accounts/:accountCode/mobileServices/:id/prepayTransactionHistory',
      {
        config: { access: accountHolders({ serviceParam: 'id' }) },
        schema: {
          tags,
          summary: 'Top-ups and spend of a prepay line, newest first, a page before an instant',
          params: accountParams.extend({ id: msisdnSchema }),
          querystring: prepayTransactionHistoryQuerySchema,
          response: { 200: envelopeSchema(prepayTransactionHistorySchema), ...readErrors },
        },
      },
      async (request) => {
        const { accountCode, id } = request.params;
        await prepayLineRow(db, accountCode, id);
        return ok(await findPrepayHistory(db, id, request.query));
      },
    );
  };
}
