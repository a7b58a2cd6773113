import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  interestFreeAgreementSchema,
  interestFreeAgreementsSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import {
  findInterestFreeAgreements,
  getInterestFreeAgreement,
} from './find-interest-free-agreements';
import { accountParams, anyHolder, refusals, zodRoutes } from '../route-kit';

const errors = refusals(401, 403, 404);
const tags = ['mobile plans'];

/** Interest-free device agreements (spec section 7); every reader of the account may look. */
export function agreementRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      '/accounts/:accountCode/interestfree/agreements',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The account’s interest-free device agreements with their instalments',
          params: accountParams,
          response: { 200: envelopeSchema(interestFreeAgreementsSchema), ...errors },
        },
      },
      async (request) => ok(await findInterestFreeAgreements(db, request.params.accountCode)),
    );
    routes.get(
      '/accounts/:accountCode/interestfree/agreements/:id',
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'One interest-free device agreement',
          params: accountParams.extend({ id: z.string().min(1).max(64) }),
          response: { 200: envelopeSchema(interestFreeAgreementSchema), ...errors },
        },
      },
      async (request) =>
        ok(await getInterestFreeAgreement(db, request.params.accountCode, request.params.id)),
    );
  };
}
