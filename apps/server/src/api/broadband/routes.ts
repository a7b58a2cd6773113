import type { FastifyInstance } from 'fastify';
import { broadbandPlanOptionsSchema, envelopeSchema, servicePathSchema } from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { planChangeRoutes } from '../plan-changes';
import { anyHolder, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';
import { broadbandPlanChange } from './broadband-plan-change';
import { findBroadbandPlans } from './find-broadband-plans';

const errors = refusals(400, 401, 403, 404, 409, 422);

/** Changing a broadband plan: the plans on offer, then plan-changes' impact and order. */
export const broadbandRoutes: DomainRoutes = ({ database: { db }, config: { brand } }) => {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      '/accounts/:accountCode/internetServices/:id/plans',
      {
        config: { access: anyHolder },
        schema: {
          tags: ['broadband'],
          summary: 'Broadband plans this connection may move to, with the brand’s fibre blurbs',
          params: servicePathSchema,
          response: { 200: envelopeSchema(broadbandPlanOptionsSchema), ...errors },
        },
      },
      async ({ params: { accountCode, id } }) =>
        ok(await findBroadbandPlans(db, brand, { accountCode, serviceId: id })),
    );
    planChangeRoutes(routes, db, broadbandPlanChange);
  };
};
