import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  accountSearchQuerySchema,
  accountSearchResultSchema,
  auditTrailQuerySchema,
  auditTrailSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findAccounts } from './find-accounts';
import { findAuditTrail } from './find-audit-trail';

/** Staff tools (the management page): find an account, and read an opened one's trail. */
export function staffRoutes(db: Db) {
  return (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/staff/accounts',
      {
        config: { access: { kind: 'staff' } },
        schema: {
          tags: ['staff'],
          summary: 'Find accounts by code, name, email or phone',
          querystring: accountSearchQuerySchema,
          response: {
            200: envelopeSchema(z.array(accountSearchResultSchema)),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
          },
        },
      },
      async (request) => ok(await findAccounts(db, request.query.query)),
    );

    app.withTypeProvider<ZodTypeProvider>().get(
      '/staff/accounts/:accountCode/auditTrail',
      {
        config: { access: { kind: 'staff' } },
        schema: {
          tags: ['staff'],
          summary: "The account's audit trail, newest first, one page at a time",
          params: z.object({ accountCode: accountCodeSchema }),
          querystring: auditTrailQuerySchema,
          response: {
            200: envelopeSchema(auditTrailSchema),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
          },
        },
      },
      async (request) => ok(await findAuditTrail(db, request.params.accountCode, request.query)),
    );
  };
}
