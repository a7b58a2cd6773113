import type { FastifyInstance } from 'fastify';
import { billForecastSchema } from '@portal/contracts';
import { getBillForecast } from './get-bill-forecast';
import { accountRouter, anyHolder, refusals } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

/** The bill guardian (issue 28): the next bill forecast on the dashboard. */
export const billForecastRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const account = accountRouter(app, { tags: ['forecast'], refusals: refusals(401, 403, 404) });
    account.get('/accounts/:accountCode/billForecast', {
      // Authorised users see what the owner sees.
      access: anyHolder,
      summary:
        'The next bill forecast: plans, use so far carried on to the bill date, instalments and credits, against the usual bill',
      data: billForecastSchema,
      answer: (request) => getBillForecast(db, request.params.accountCode, new Date()),
    });
  };
};
