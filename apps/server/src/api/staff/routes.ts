import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountSearchQuerySchema,
  accountSearchResultSchema,
  auditTrailQuerySchema,
  auditTrailSchema,
  envelopeSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { findAccounts } from './find-accounts';
import { findAuditTrail } from './find-audit-trail';
import { accountRouter, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

/** Staff tools (the management page): find an account, and read an opened one's trail. */
export const staffRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    zodRoutes(app).get(
      '/staff/accounts',
      {
        config: { access: { kind: 'staff' } },
        schema: {
          tags: ['staff'],
          summary: 'Find accounts by code, name, email or phone',
          querystring: accountSearchQuerySchema,
          response: {
            200: envelopeSchema(z.array(accountSearchResultSchema)),
            ...refusals(400, 401, 403),
          },
        },
      },
      async (request) => ok(await findAccounts(db, request.query.query)),
    );

    accountRouter(app, { tags: ['staff'], refusals: refusals(400, 401, 403, 404) }).get(
      '/staff/accounts/:accountCode/auditTrail',
      {
        access: { kind: 'staff' },
        summary: "The account's audit trail, newest first, one page at a time",
        querystring: auditTrailQuerySchema,
        data: auditTrailSchema,
        answer: (request) => findAuditTrail(db, request.params.accountCode, request.query),
      },
    );
  };
};
