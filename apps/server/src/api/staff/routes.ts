import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSearchQuerySchema,
  accountSearchResultSchema,
  envelopeSchema,
  errorEnvelopeSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findAccounts } from './find-accounts';

/** Staff tools (the management page): find an account to help its customer. */
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
  };
}
