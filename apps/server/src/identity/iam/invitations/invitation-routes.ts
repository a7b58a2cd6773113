import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptedInvitationSchema,
  acceptWithNewLogInRequestSchema,
  envelopeSchema,
  INVITATION_MESSAGES,
  invitationSchema,
  invitationTokenRequestSchema,
} from '@portal/contracts';
import type { Db } from '../../../db/client';
import { anonymousLimit } from '../../../platform/anonymous-limit';
import { ok } from '../../../platform/envelope';
import { callerOf } from '../caller-of';
import { errorResponses } from '../route-errors';
import { acceptAsSignedIn, acceptWithNewLogIn } from './accept-invitation';
import { findInvitation } from './find-invitation';

const tags = ['iam'];
/** The link in the invitation email is the proof; no sign-in (spec section 6, added users). */
const open = { kind: 'public' } as const;
/** Calls one address may make to the open invitation routes per window. */
export const INVITATION_CALLS_PER_WINDOW = 30;
const INVITATION_WINDOW_SECONDS = 15 * 60;

/** Taking up an invitation: the /invitation page's calls. */
export function invitationRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = anonymousLimit(db, {
    name: 'invitation',
    callsPerWindow: INVITATION_CALLS_PER_WINDOW,
    windowSeconds: INVITATION_WINDOW_SECONDS,
    message: INVITATION_MESSAGES.tooMany,
  });

  routes.post(
    '/invitations/lookup',
    {
      config: { access: open },
      preHandler: limit,
      schema: {
        tags,
        summary: 'The invitation behind a single-use link: who invited whom, to which account',
        body: invitationTokenRequestSchema,
        response: {
          200: envelopeSchema(invitationSchema),
          ...errorResponses(400, 404, 409, 410, 429),
        },
      },
    },
    async (request) => ok(await findInvitation(db, request.body.token)),
  );

  routes.post(
    '/invitations/accept-new-login',
    {
      config: { access: open },
      preHandler: limit,
      schema: {
        tags,
        summary: 'Take up an invitation with a new customer log-in (the invited email)',
        body: acceptWithNewLogInRequestSchema,
        response: {
          201: envelopeSchema(acceptedInvitationSchema),
          ...errorResponses(400, 404, 409, 410, 429),
        },
      },
    },
    async (request, reply) => {
      const accepted = await acceptWithNewLogIn(db, request.body, request.ip);
      void reply.code(201);
      return ok(accepted, { status: 201, message: INVITATION_MESSAGES.logInCreated });
    },
  );

  routes.post(
    '/invitations/accept',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags,
        summary: 'Take up an invitation on the signed-in customer log-in',
        body: invitationTokenRequestSchema,
        response: {
          200: envelopeSchema(acceptedInvitationSchema),
          ...errorResponses(400, 404, 409, 410),
        },
      },
    },
    async (request) => {
      const accepted = await acceptAsSignedIn(
        db,
        callerOf(request),
        request.body.token,
        request.ip,
      );
      return ok(accepted, { message: INVITATION_MESSAGES.accepted(accepted.accountName) });
    },
  );
}
