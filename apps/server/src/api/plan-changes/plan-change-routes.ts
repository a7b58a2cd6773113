import type { FastifyInstance } from 'fastify';
import {
  idempotencyKeyHeaderSchema,
  placedPlanChangeSchema,
  planChangeImpactSchema,
  planChangeRequestSchema,
  servicePathSchema,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { accountOwner } from '../../auth';
import { runIdempotent } from '../../platform/idempotency';
import { accountRouter, anyHolder, refusals } from '../route-kit';
import { checkPlanChange } from './check-plan-change';
import { placeServicePlanChange } from './place-service-plan-change';
import type { CataloguePlan, ServicePlanChange } from './service-plan-change';

const errors = refusals(400, 401, 403, 404, 409, 422);

/**
 * The impact and the order of a service's plan change, under the service's own path and
 * tag: every holder may see what a change would do; ordering it is the owner's (staff
 * always may), where the service's feature is open. The domain registers its own GET …/plans.
 */
export function planChangeRoutes<Plan extends CataloguePlan>(
  app: FastifyInstance,
  db: Db,
  service: ServicePlanChange<Plan>,
): void {
  const path = `/accounts/:accountCode/${service.collection}/:id`;
  const account = accountRouter(app, { tags: [service.kind], refusals: errors });
  account.get(`${path}/planChangeImpact`, {
    access: anyHolder,
    summary: `What moving to a ${service.words.plan} would change: the monthly charge and from when`,
    params: servicePathSchema,
    querystring: planChangeRequestSchema,
    data: planChangeImpactSchema,
    answer: async (request) => {
      const { accountCode, id } = request.params;
      const { planKey } = request.query;
      return (await checkPlanChange(service, db, { accountCode, serviceId: id, planKey })).impact;
    },
  });
  account.post(`${path}/planChangeOrders`, {
    access: accountOwner({ feature: service.feature }),
    summary: `Order a ${service.words.plan} change (${service.orderType}), pending until its date`,
    params: servicePathSchema,
    headers: idempotencyKeyHeaderSchema,
    body: planChangeRequestSchema,
    data: placedPlanChangeSchema,
    message: (placed) => `${placed.summary} is on its way.`,
    answer: (request) => {
      const { accountCode, id } = request.params;
      const { planKey } = request.body;
      return runIdempotent(
        db,
        {
          scope: `${service.kind}-plan-change:${accountCode}:${id}`,
          key: request.headers['idempotency-key'],
          body: request.body,
        },
        () => placeServicePlanChange(service, db, { accountCode, serviceId: id, planKey }),
      );
    },
  });
}
