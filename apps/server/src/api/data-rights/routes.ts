import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  closeCorrectionRequestBodySchema,
  correctionRequestBodySchema,
  correctionRequestIdParamsSchema,
  correctionRequestSchema,
  dataExportParamsSchema,
  dataExportSchema,
  envelopeSchema,
  staffCorrectionRequestSchema,
  userIdParamsSchema,
} from '@portal/contracts';
import { accountCodeSchema } from '@portal/contracts';
import { callerOf } from '../../auth';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { refusals, zodRoutes, type DomainRoutes } from '../route-kit';
import {
  askForCorrection,
  closeCorrection,
  listOpenCorrections,
  listOwnCorrections,
} from './correction-requests';
import { DATA_EXPORTS_JOB } from './data-exports-job';
import { findArchive, listDataExports, requestDataExport } from './data-exports';

const tags = ['data-rights'];

/** A person's data and requests are their own: any other id is refused, staff's too. */
function requireSelf(caller: { userGuid: string }, userGuid: string): void {
  if (caller.userGuid !== userGuid) {
    throw AppError.forbidden('You can only see and ask about your own data.', 'not_own_identity');
  }
}
const zipSchema = z.instanceof(Buffer).meta({ description: 'The archive as a zip file' });
const staffListQuery = z.strictObject({ accountCode: accountCodeSchema.optional() });

/**
 * Your data on demand (issue 30, decision 059). A person's archive and corrections are
 * theirs alone: every /iam/users/{id}/… call acts on the caller's own identity, so another
 * customer, an account's owner for a read-only user, and staff are all refused. Staff see
 * and answer correction requests on their own routes.
 */
export const dataRightsRoutes: DomainRoutes = ({ database: { db } }) => {
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    const own = { access: { kind: 'signed-in' } } as const;

    routes.post(
      '/iam/Users/:id/dataExports',
      {
        config: own,
        schema: {
          tags,
          summary: 'Ask for a copy of your data (one a day; asking again answers the same one)',
          params: userIdParamsSchema,
          response: { 200: envelopeSchema(dataExportSchema), ...refusals(400, 401, 403) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        requireSelf(caller, request.params.id);
        const asked = await requestDataExport(db, caller.userGuid, new Date());
        if (asked.state === 'preparing') await app.scheduler?.nudge(DATA_EXPORTS_JOB);
        return ok(asked, {
          message: 'We are preparing your data. We will email you when it is ready.',
        });
      },
    );

    routes.get(
      '/iam/Users/:id/dataExports',
      {
        config: own,
        schema: {
          tags,
          summary: 'Your data archives, newest first',
          params: userIdParamsSchema,
          response: { 200: envelopeSchema(z.array(dataExportSchema)), ...refusals(400, 401, 403) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        requireSelf(caller, request.params.id);
        return ok(await listDataExports(db, caller.userGuid, new Date()));
      },
    );

    routes.get(
      '/iam/Users/:id/dataExports/:exportId/archive',
      {
        config: own,
        schema: {
          tags,
          summary: 'Download your data archive (zip: data.json and a CSV per table)',
          params: dataExportParamsSchema,
          response: { 200: zipSchema, ...refusals(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        requireSelf(caller, request.params.id);
        const archive = await findArchive(db, caller.userGuid, request.params.exportId, new Date());
        return reply
          .type('application/zip')
          .header('content-disposition', 'attachment; filename="my-data.zip"')
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(archive));
      },
    );

    routes.post(
      '/iam/Users/:id/correctionRequests',
      {
        config: own,
        schema: {
          tags,
          summary: 'Ask us to correct something we hold about you',
          params: userIdParamsSchema,
          body: correctionRequestBodySchema,
          response: {
            200: envelopeSchema(correctionRequestSchema),
            ...refusals(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        requireSelf(caller, request.params.id);
        const asked = await askForCorrection(db, caller.userGuid, request.body, new Date());
        return ok(asked, { message: 'Thank you. We will reply within 20 working days.' });
      },
    );

    routes.get(
      '/iam/Users/:id/correctionRequests',
      {
        config: own,
        schema: {
          tags,
          summary: 'Your correction requests, newest first',
          params: userIdParamsSchema,
          response: {
            200: envelopeSchema(z.array(correctionRequestSchema)),
            ...refusals(400, 401, 403),
          },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        requireSelf(caller, request.params.id);
        return ok(await listOwnCorrections(db, caller.userGuid, new Date()));
      },
    );

    routes.get(
      '/staff/correctionRequests',
      {
        config: { access: { kind: 'staff' } },
        schema: {
          tags,
          summary: 'Open correction requests, soonest due first (optionally one account’s)',
          querystring: staffListQuery,
          response: {
            200: envelopeSchema(z.array(staffCorrectionRequestSchema)),
            ...refusals(400, 401, 403),
          },
        },
      },
      async (request) => ok(await listOpenCorrections(db, new Date(), request.query.accountCode)),
    );

    routes.post(
      '/staff/correctionRequests/:requestId/close',
      {
        config: { access: { kind: 'staff' } },
        schema: {
          tags,
          summary: 'Answer a correction request: it closes and the customer is emailed the reply',
          params: correctionRequestIdParamsSchema,
          body: closeCorrectionRequestBodySchema,
          response: {
            200: envelopeSchema(correctionRequestSchema),
            ...refusals(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) =>
        ok(
          await closeCorrection(
            db,
            callerOf(request),
            request.params.requestId,
            request.body.reply,
            new Date(),
            request.ip,
          ),
          { message: 'The request is closed and the customer has been sent your reply.' },
        ),
    );
  };
};
