import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  interestFreeAgreementSchema,
  interestFreeAgreementsSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import {
  findInterestFreeAgreements,
  getInterestFreeAgreement,
} from './find-interest-free-agreements';
import { accountHolders } from '../../auth';

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const access = accountHolders('code');
const tags = ['mobile plans'];

/** Interest-free device agreements (spec section 7); every reader of the account may look. */
export function agreementRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/accounts/:code/interestfree/agreements',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The account’s interest-free device agreements with their instalments',
          params: z.object({ code: accountCodeSchema }),
          response: { 200: envelopeSchema(interestFreeAgreementsSchema), ...errors },
        },
      },
      async (request) => ok(await findInterestFreeAgreements(db, request.params.code)),
    );
    routes.get(
      '/accounts/:code/interestfree/agreements/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'One interest-free device agreement',
          params: z.object({ code: accountCodeSchema, id: z.string().min(1).max(64) }),
          response: { 200: envelopeSchema(interestFreeAgreementSchema), ...errors },
        },
      },
      async (request) =>
        ok(await getInterestFreeAgreement(db, request.params.code, request.params.id)),
    );
  };
}
