import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  broadbandPlanOptionsSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  idempotencyKeyHeaderSchema,
  internetServicePathSchema,
  placedPlanChangeSchema,
  planChangeImpactSchema,
  planChangeRequestSchema,
} from '@portal/contracts';
import type { Brand } from '@portal/domain';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { runIdempotent } from '../../platform/idempotency';
import { getBroadbandPlanChangeImpact, placeBroadbandPlanChange } from './broadband-plan-change';
import { findBroadbandPlans } from './find-broadband-plans';
import { accountHolders, accountOwner } from '../../auth';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
const read = accountHolders('code');
/** Orders are the account owner's (staff always may), where broadband may be changed. */
const owner = accountOwner('code', { feature: 'broadband' });
const tags = ['broadband'];
const SERVICE = '/accounts/:code/internetServices/:id';

/** Changing a broadband plan: the plans on offer, the order's impact, then the order. */
export function broadbandRoutes(db: Db, brand: Brand) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      `${SERVICE}/plans`,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'Broadband plans this connection may move to, with the brand’s fibre blurbs',
          params: internetServicePathSchema,
          response: { 200: envelopeSchema(broadbandPlanOptionsSchema), ...errors },
        },
      },
      async (request) =>
        ok(await findBroadbandPlans(db, brand, request.params.code, request.params.id)),
    );
    routes.get(
      `${SERVICE}/planChangeImpact`,
      {
        config: { access: read },
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
            request.params.code,
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
        const { code, id } = request.params;
        const placed = await runIdempotent(
          db,
          {
            scope: `broadband-plan-change:${code}:${id}`,
            key: request.headers['idempotency-key'],
            body: request.body,
          },
          () => placeBroadbandPlanChange(db, code, id, request.body.planKey),
        );
        return ok(placed, { message: `${placed.summary} is on its way.` });
      },
    );
  };
}
