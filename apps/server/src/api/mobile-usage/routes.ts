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
import { mobileUsageCsv } from '@portal/domain';
import { findPoolDailyUsage } from './find-pool-daily-usage';
import { findUsageDays } from './find-usage-days';
import { findPoolMonthlyUsage } from './find-pool-monthly-usage';
import { getPoolCarryover } from './get-pool-carryover';
import { getSharedPool } from './get-shared-pool';
import { preferredEncoding, usageAnswerOf } from './usage-answers';
import { accountHolders } from '../../auth';
import { accountParams, accountRouter, anyHolder, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode';
const errors = refusals(400, 401, 403, 404);
const tags = ['mobile usage'];
const lineParams = accountParams.extend({ serviceEntity: z.string().min(1).max(64) });
const usageCsvSchema = z.string().meta({ description: 'A line’s use a day as CSV' });

/** Usage and shared data pool calls of spec section 7 (mobile management). */
export const mobileUsageRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    zodRoutes(app).get(
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
    zodRoutes(app).get(
      `${MANAGEMENT}/mobileServices/:serviceEntity/usage.csv`,
      {
        config: { access: accountHolders({ serviceParam: 'serviceEntity' }) },
        schema: {
          tags,
          summary: 'A line’s data, call time and texts for each day of a range, as CSV',
          params: lineParams,
          querystring: usageQuerySchema,
          response: { 200: usageCsvSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { serviceEntity } = request.params;
        const { from, to } = request.query;
        const days = await findUsageDays(db, serviceEntity, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="usage-${serviceEntity}-${from}-to-${to}.csv"`,
          )
          .header('cache-control', 'private, no-store')
          .send(mobileUsageCsv(serviceEntity, days));
      },
    );
    const account = accountRouter(app, { tags, refusals: errors });
    account.get(`${MANAGEMENT}/sharedDataPool`, {
      access: anyHolder,
      summary: 'The account’s shared data pool and its configuration history',
      params: sharedPoolParamsSchema,
      data: sharedDataPoolSchema,
      answer: (request) => getSharedPool(db, request.params.accountCode),
    });
    account.get(`${MANAGEMENT}/sharedDataPool/monthlyUsage`, {
      access: anyHolder,
      summary: 'The pool’s plan and carryover per billed period, newest first',
      params: sharedPoolParamsSchema,
      data: z.array(sharedDataPoolMonthlyUsageSchema),
      answer: (request) => findPoolMonthlyUsage(db, request.params.accountCode),
    });
    account.get(`${MANAGEMENT}/sharedDataPool/carryoverData`, {
      access: anyHolder,
      summary: 'The carryover the pool holds now',
      params: sharedPoolParamsSchema,
      data: sharedPoolCarryoverSchema,
      answer: (request) => getPoolCarryover(db, request.params.accountCode),
    });
    account.get(`${MANAGEMENT}/sharedDataPool/dailyUsage`, {
      access: anyHolder,
      summary: 'The pool’s usage per day of the period a bill date closes',
      params: sharedPoolParamsSchema,
      querystring: sharedPoolDailyUsageQuerySchema,
      data: z.array(sharedDataPoolDailyUsageSchema),
      answer: (request) =>
        findPoolDailyUsage(db, request.params.accountCode, request.query.billDate),
    });
  };
};
