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
import { getServiceUsage } from './get-service-usage';
import { getSharedPool } from './get-shared-pool';

const MANAGEMENT = '/mobile/v2/management/accounts/:accountCode';
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
/** Reading usage is open to every holder of the account (AccountRead included) and to staff. */
const poolAccess = { kind: 'account', accountParam: 'accountCode' } as const;
const tags = ['mobile usage'];

/** Usage and shared data pool calls of spec section 7 (mobile management). */
export function mobileUsageRoutes(db: Db) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      `${MANAGEMENT}/mobileServices/:serviceEntity/usage/:usageType`,
      {
        config: {
          access: { kind: 'account', accountParam: 'accountCode', serviceParam: 'serviceEntity' },
        },
        schema: {
          tags,
          summary: 'A line’s data, call or text usage for a range of days',
          params: usageParamsSchema,
          querystring: usageQuerySchema,
          response: { 200: envelopeSchema(serviceUsageSchema), ...errors },
        },
      },
      async (request) =>
        ok(
          await getServiceUsage(
            db,
            request.params.serviceEntity,
            request.params.usageType,
            request.query,
          ),
        ),
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
