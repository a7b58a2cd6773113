import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  envelopeSchema,
  serviceUsageSchema,
  sharedDataPoolDailyUsageSchema,
  sharedDataPoolMonthlyUsageSchema,
  sharedDataPoolSchema,
  sharedPoolCarryoverSchema,
  sharedPoolDailyUsageQuerySchema,
  sharedPoolParamsSchema,
  usageParamsSchema,
  usageQuerySchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { findPoolDailyUsage } from './find-pool-daily-usage';
import { findPoolMonthlyUsage } from './find-pool-monthly-usage';
import { getPoolCarryover } from './get-pool-carryover';
import { getSharedPool } from './get-shared-pool';
import { preferredEncoding, usageAnswerOf } from './usage-answers';
import { accountHolders } from '../../auth';
import { anyHolder, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode';
const errors = refusals(400, 401, 403, 404);
const tags = ['mobile usage'];

/** Usage and shared data pool calls of spec section 7 (mobile management). */
export const mobileUsageRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      `${MANAGEMENT}/mobileServices/:serviceEntity/usage/:usageType`,
      {
        config: {
          access: accountHolders({ serviceParam: 'serviceEntity' }),
        },
        schema: {
          tags,
          summary: 'A line’s data, call or text usage for a range of days',
          params: usageParamsSchema,
          querystring: usageQuerySchema,
          response: { 200: envelopeSchema(serviceUsageSchema), ...errors },
        },
      },
      // Sent as cached bytes, already checked against the schema and compressed: see
      // usage-answers.ts.
      async (request, reply) => {
        const { serviceEntity, usageType } = request.params;
        const answer = await usageAnswerOf(db, serviceEntity, usageType, request.query);
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (encoding !== 'identity') void reply.header('content-encoding', encoding);
        // The type provider types send() as the schema's object; these bytes are that
        // object, checked and serialised by UsageAnswer.
        return reply.send(answer.body(encoding) as never);
      },
    );
    routes.get(
      `${MANAGEMENT}/sharedDataPool`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The account’s shared data pool and its configuration history',
          params: sharedPoolParamsSchema,
          response: { 200: envelopeSchema(sharedDataPoolSchema), ...errors },
        },
      },
      async (request) => ok(await getSharedPool(db, request.params.accountCode)),
    );
    routes.get(
      `${MANAGEMENT}/sharedDataPool/monthlyUsage`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The pool’s plan and carryover per billed period, newest first',
          params: sharedPoolParamsSchema,
          response: { 200: envelopeSchema(z.array(sharedDataPoolMonthlyUsageSchema)), ...errors },
        },
      },
      async (request) => ok(await findPoolMonthlyUsage(db, request.params.accountCode)),
    );
    routes.get(
      `${MANAGEMENT}/sharedDataPool/carryoverData`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The carryover the pool holds now',
          params: sharedPoolParamsSchema,
          response: { 200: envelopeSchema(sharedPoolCarryoverSchema), ...errors },
        },
      },
      async (request) => ok(await getPoolCarryover(db, request.params.accountCode)),
    );
    routes.get(
      `${MANAGEMENT}/sharedDataPool/dailyUsage`,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The pool’s usage per day of the period a bill date closes',
          params: sharedPoolParamsSchema,
          querystring: sharedPoolDailyUsageQuerySchema,
          response: { 200: envelopeSchema(z.array(sharedDataPoolDailyUsageSchema)), ...errors },
        },
      },
      async (request) =>
        ok(await findPoolDailyUsage(db, request.params.accountCode, request.query.billDate)),
    );
  };
};
