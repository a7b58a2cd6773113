import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  mobileServiceSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findMobileServices } from './find-mobile-services';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode';

/** Mobile management calls of spec section 7 (more arrive with the mobile issue). */
export function mobileRoutes(db: Db) {
  return (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      `${MANAGEMENT}/mobileServices`,
      {
        config: { access: { kind: 'account', accountParam: 'accountCode' } },
        schema: {
          tags: ['mobile'],
          summary: 'The account’s mobile services',
          params: z.object({ accountCode: accountCodeSchema }),
          response: {
            200: envelopeSchema(z.array(mobileServiceSchema)),
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
          },
        },
      },
      async (request) => ok(await findMobileServices(db, request.params.accountCode)),
    );
  };
}
