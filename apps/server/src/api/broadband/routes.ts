import type { FastifyInstance } from 'fastify';
import { broadbandPlanOptionsSchema, servicePathSchema } from '@portal/contracts';
import { planChangeRoutes } from '../plan-changes';
import { accountRouter, anyHolder, refusals } from '../route-kit';
import type { DomainRoutes } from '../route-kit';
import { broadbandPlanChange } from './broadband-plan-change';
import { findBroadbandPlans } from './find-broadband-plans';

const errors = refusals(400, 401, 403, 404, 409, 422);

/** Changing a broadband plan: the plans on offer, then plan-changes' impact and order. */
export const broadbandRoutes: DomainRoutes = ({ database: { db }, config: { brand } }) => {
  return (app: FastifyInstance) => {
    accountRouter(app, { tags: ['broadband'], refusals: errors }).get(
      '/accounts/:accountCode/internetServices/:id/plans',
      {
        access: anyHolder,
        summary: 'Broadband plans this connection may move to, with the brand’s fibre blurbs',
        params: servicePathSchema,
        data: broadbandPlanOptionsSchema,
        answer: ({ params: { accountCode, id } }) =>
          findBroadbandPlans(db, brand, { accountCode, serviceId: id }),
      },
    );
    planChangeRoutes(app, db, broadbandPlanChange);
  };
};
