import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { interestFreeAgreementSchema, interestFreeAgreementsSchema } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  findInterestFreeAgreements,
  getInterestFreeAgreement,
} from './find-interest-free-agreements';
import { accountParams, accountRouter, anyHolder, refusals } from '../route-kit';

const errors = refusals(401, 403, 404);
const tags = ['mobile plans'];

/** Interest-free device agreements (spec section 7); every reader of the account may look. */
export function agreementRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags, refusals: errors });
    account.get('/accounts/:accountCode/interestfree/agreements', {
      access: anyHolder,
      summary: 'The account’s interest-free device agreements with their instalments',
      data: interestFreeAgreementsSchema,
      answer: (request) => findInterestFreeAgreements(db, request.params.accountCode),
    });
    account.get('/accounts/:accountCode/interestfree/agreements/:id', {
      access: anyHolder,
      summary: 'One interest-free device agreement',
      params: accountParams.extend({ id: z.string().min(1).max(64) }),
      data: interestFreeAgreementSchema,
      answer: (request) =>
        getInterestFreeAgreement(db, request.params.accountCode, request.params.id),
    });
  };
}
