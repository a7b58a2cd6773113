import type { FastifyInstance } from 'fastify';
import {
  broadbandPlanOptionsSchema,
  envelopeSchema,
  idempotencyKeyHeaderSchema,
  internetServicePathSchema,
  placedPlanChangeSchema,
  planChangeImpactSchema,
  planChangeRequestSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { runIdempotent } from '../../platform/idempotency';
import { getBroadbandPlanChangeImpact, placeBroadbandPlanChange } from './broadband-plan-change';
import { findBroadbandPlans } from './find-broadband-plans';
import { accountOwner } from '../../auth';
import { anyHolder, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const errors = refusals(400, 401, 403, 404, 409, 422);
/** Orders are the account owner's (staff always may), where broadband may be changed. */
const owner = accountOwner({ feature: 'broadband' });
const tags = ['broadband'];
const SERVICE = '/accounts/:accountCode/internetServices/:id';

/** Changing a broadband plan: the plans on offer, the order's impact, then the order. */
export const broadbandRoutes: DomainRoutes = ({ database: { db }, config: { brand } }) => {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      `${SERVICE}/plans`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'Broadband plans this connection may move to, with the brand’s fibre blurbs',
          params: internetServicePathSchema,
          response: { 200: envelopeSchema(broadbandPlanOptionsSchema), ...errors },
        },
      },
      async (request) =>
        ok(await findBroadbandPlans(db, brand, request.params.accountCode, request.params.id)),
    );
    routes.get(
      `${SERVICE}/planChangeImpact`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'What moving to a plan would change: the monthly charge and from when',
          params: internetServicePathSchema,
          querystring: planChangeRequestSchema,
          response: { 200: envelopeSchema(planChangeImpactSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await getBroadbandPlanChangeImpact(
            db,
            request.params.accountCode,
            request.params.id,
            request.query.planKey,
          ),
        ),
    );
    routes.post(
      `${SERVICE}/planChangeOrders`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Order a broadband plan change (BroadbandPlanChange), pending until its date',
          params: internetServicePathSchema,
          headers: idempotencyKeyHeaderSchema,
          body: planChangeRequestSchema,
          response: { 200: envelopeSchema(placedPlanChangeSchema), ...errors },
        },
      },
      async (request) => {
        const { accountCode, id } = request.params;
        const placed = await runIdempotent(
          db,
          {
            scope: `broadband-plan-change:${accountCode}:${id}`,
            key: request.headers['idempotency-key'],
            body: request.body,
          },
          () => placeBroadbandPlanChange(db, accountCode, id, request.body.planKey),
        );
        return ok(placed, { message: `${placed.summary} is on its way.` });
      },
    );
  };
};
