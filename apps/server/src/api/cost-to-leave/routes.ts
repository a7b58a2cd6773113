import type { FastifyInstance } from 'fastify';
import { costToLeaveSchema, planTermsListSchema } from '@portal/contracts';
import { accountRouter, anyHolder, refusals } from '../route-kit';
import type { DomainRoutes } from '../route-kit';
import { findPlanTerms } from './find-plan-terms';
import { getCostToLeave } from './get-cost-to-leave';

/** What it costs to leave (issue 30, decision 058); every reader of the account may look. */
export const costToLeaveRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, {
      tags: ['cost to leave'],
      refusals: refusals(401, 403, 404),
    });
    account.get('/accounts/:accountCode/costToLeave', {
      // Authorised users may see what the account owes; only owners can end a service.
      access: anyHolder,
      summary:
        'Per service, what is left to pay today (device instalments and early termination fee) and how it falls month by month',
      data: costToLeaveSchema,
      answer: (request) => getCostToLeave(db, request.params.accountCode, new Date()),
    });
    account.get('/accounts/:accountCode/planTerms', {
      access: anyHolder,
      summary: 'Term, fees and monthly price of every plan on sale, for the standard offer summary',
      data: planTermsListSchema,
      answer: (request) => findPlanTerms(db, request.params.accountCode),
    });
  };
};
