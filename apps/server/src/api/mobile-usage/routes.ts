import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
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
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { findPoolDailyUsage } from './find-pool-daily-usage';
import { findPoolMonthlyUsage } from './find-pool-monthly-usage';
import { getPoolCarryover } from './get-pool-carryover';
import { getSharedPool } from './get-shared-pool';
import { preferredEncoding, usageAnswerOf } from './usage-answers';
import { accountHolders } from '../../auth';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode';
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
/** Reading usage is open to every holder of the account (AccountRead included) and to staff. */
const poolAccess = accountHolders('accountCode');
const tags = ['mobile usage'];

/** Usage and shared data pool calls of spec section 7 (mobile management). */
export function mobileUsageRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      `${MANAGEMENT}/mobileServices/:serviceEntity/usage/:usageType`,
      {
        config: {
          access: accountHolders('accountCode', { serviceParam: 'serviceEntity' }),
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
        config: { access: poolAccess },
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
        config: { access: poolAccess },
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
        config: { access: poolAccess },
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
        config: { access: poolAccess },
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
}
