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
import { accountParams, refusals, zodRoutes } from '../route-kit';
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

    zodRoutes(app).get(
      '/staff/accounts/:accountCode/auditTrail',
      {
        config: { access: { kind: 'staff' } },
        schema: {
          tags: ['staff'],
          summary: "The account's audit trail, newest first, one page at a time",
          params: accountParams,
          querystring: auditTrailQuerySchema,
          response: {
            200: envelopeSchema(auditTrailSchema),
            ...refusals(400, 401, 403, 404),
          },
        },
      },
      async (request) => ok(await findAuditTrail(db, request.params.accountCode, request.query)),
    );
  };
};
