import type { FastifyInstance } from 'fastify';
import {
  msisdnSchema,
  prepayTransactionHistoryQuerySchema,
  prepayTransactionHistorySchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { findPrepayHistory } from './find-prepay-history';
import { prepayLineRow } from './prepay-line';
import { readErrors, tags } from './route-parts';
import { accountHolders } from '../../auth';
import { accountParams, accountRouter } from '../route-kit';

/** The prepay transaction history of mobile management (spec section 7). */
export function prepayHistoryRoutes(db: Db) {
  return (app: FastifyInstance) => {
    accountRouter(app, { tags, refusals: readErrors }).get(
      '/mobile/v2/management/accounts/:accountCode/mobileServices/:id/prepayTransactionHistory',
      {
        access: accountHolders({ serviceParam: 'id' }),
        summary: 'Top-ups and spend of a prepay line, newest first, a page before an instant',
        params: accountParams.extend({ id: msisdnSchema }),
        querystring: prepayTransactionHistoryQuerySchema,
        data: prepayTransactionHistorySchema,
        answer: async (request) => {
          const { accountCode, id } = request.params;
          await prepayLineRow(db, accountCode, id);
          return findPrepayHistory(db, id, request.query);
        },
      },
    );
  };
}
