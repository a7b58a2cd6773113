import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endedSessionsSchema,
  endOtherSessionsRequestSchema,
  envelopeSchema,
  openSessionsSchema,
  sessionParamsSchema,
  signInsSchema,
  userIdParamsSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { callerOf, requireCustomer, requireSelf } from '../iam/caller-of';
import { errorResponses } from '../iam/route-errors';
import { endOtherSessions, endSession } from './end-sessions';
import { findOpenSessions } from './find-open-sessions';
import { findSignIns } from './find-sign-ins';

/**
 * A customer's own sign-ins and the one in the path only: staff, who have no My details,
 * are refused, and so a sales person with an account open never sees its holders' sign-ins
 * (decision 053).
 */
function ownCustomer(request: FastifyRequest & { params: { id: string } }): Caller {
  const caller = callerOf(request);
  requireCustomer(caller);
  requireSelf(caller, request.params.id);
  return caller;
}

/** Who touched my account, the person's part (issue 29): sign-ins and open sessions. */
export function activityRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/iam/Users/:id/signIns',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: "The caller's own recent sign-ins: when, how, browser and device",
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(signInsSchema), ...errorResponses() },
      },
    },
    async (request) => ok(await findSignIns(db, ownCustomer(request).userGuid)),
  );

  routes.get(
    '/iam/Users/:id/sessions',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: 'Where the caller is signed in now, this sign-in marked',
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(openSessionsSchema), ...errorResponses() },
      },
    },
    async (request) => {
      const caller = ownCustomer(request);
      return ok(await findOpenSessions(db, caller.userGuid, caller.grantId));
    },
  );

  routes.post(
    '/iam/Users/:id/sessions/endOthers',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: 'Sign out everywhere else: end every sign-in of the caller but this one',
        params: userIdParamsSchema,
        body: endOtherSessionsRequestSchema,
        response: { 200: envelopeSchema(endedSessionsSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const ended = await endOtherSessions(db, ownCustomer(request));
      const message =
        ended === 1 ? 'You signed out 1 other device.' : `You signed out ${ended} other devices.`;
      return ok({ ended }, { message });
    },
  );

  routes.delete(
    '/iam/Users/:id/sessions/:sessionId',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: 'Sign out one other device of the caller',
        params: sessionParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await endSession(db, ownCustomer(request), request.params.sessionId);
      return ok(null, { message: 'That device is signed out.' });
    },
  );
}
