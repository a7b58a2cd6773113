import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountSearchQuerySchema,
  accountSearchResultSchema,
  auditTrailQuerySchema,
  auditTrailSchema,
  envelopeSchema,
  staffOpeningsSchema,
  secondFactorResetRequestSchema,
  secondFactorResetSchema,
} from '@portal/contracts';
import { callerOf } from '../../auth';
import { ok } from '../../platform/envelope';
import { findAccounts } from './find-accounts';
import { findAuditTrail } from './find-audit-trail';
import { findStaffOpenings } from './find-staff-openings';
import { resetSecondFactor } from './reset-second-factor';
import { accountRouter, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

/** Staff tools (the management page): find an account, and read an opened one's trail. */
export const staffRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    zodRoutes(app).get(
      '/staff/accounts',
      {
        config: { access: { kind: 'staff' } },
        schema: {
          tags: ['staff'],
          summary: 'Find accounts by code, name, email or phone',
          querystring: accountSearchQuerySchema,
          response: {
            200: envelopeSchema(z.array(accountSearchResultSchema)),
            ...refusals(400, 401, 403),
          },
        },
      },
      async (request) => ok(await findAccounts(db, request.query.query)),
    );

    // Recovery of a colleague's second factor (decision 054); never one's own.
    zodRoutes(app).post(
      '/staff/secondFactorResets',
      {
        config: { access: { kind: 'staff' } },
        schema: {
          tags: ['staff'],
          summary: "Reset a colleague's second factor, so they enrol again at next sign-in",
          body: secondFactorResetRequestSchema,
          response: {
            200: envelopeSchema(secondFactorResetSchema),
            ...refusals(400, 401, 403, 404),
          },
        },
      },
      async (request) =>
        ok(
          await resetSecondFactor(db, {
            caller: callerOf(request),
            email: request.body.email,
            reason: request.body.reason,
            ip: request.ip,
          }),
        ),
    );

    accountRouter(app, { tags: ['staff'], refusals: refusals(400, 401, 403, 404) }).get(
      '/staff/accounts/:accountCode/auditTrail',
      {
        access: { kind: 'staff' },
        summary: "The account's audit trail, newest first, one page at a time",
        querystring: auditTrailQuerySchema,
        data: auditTrailSchema,
        answer: (request) => findAuditTrail(db, request.params.accountCode, request.query),
      },
    );

    // Who touched my account (issue 29): every holder sees the openings, and so does staff.
    accountRouter(app, { tags: ['staff'], refusals: refusals(401, 403, 404) }).get(
      '/accounts/:accountCode/staffOpenings',
      {
        access: { kind: 'account' },
        summary: 'Each time our staff opened the account in the last year, with what they changed',
        data: staffOpeningsSchema,
        answer: (request) => findStaffOpenings(db, request.params.accountCode),
      },
    );
  };
};
