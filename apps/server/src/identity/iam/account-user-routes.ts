import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeParamsSchema,
  accountUsersSchema,
  createUserRequestSchema,
  deleteUserClaimQuerySchema,
  envelopeSchema,
  INVITATION_MESSAGES,
  pendingUserParamsSchema,
  pendingUserSchema,
  pendingUsersSchema,
  USER_MESSAGES,
  userIdParamsSchema,
} from '@portal/contracts';
import type { RouteAccess } from '../../auth';
import type { Db } from '../../db/client';
import { ok } from '../../platform/envelope';
import { callerOf } from './caller-of';
import { createPendingUser } from './create-pending-user';
import { deletePendingUser } from './delete-pending-user';
import { deleteUserClaim } from './delete-user-claim';
import { findAccountUsers } from './find-account-users';
import { findPendingUsers } from './find-pending-users';
import { resendInvitation } from './invitations/resend-invitation';
import { errorResponses } from './route-errors';
import { accountOwner } from '../../auth';

/**
 * Who may see and manage an account's people: its owners, and staff. An authorised user
 * (AccountRead) may not list the others: names, emails and numbers are the owner's to share.
 */
const ownerOfAccount: RouteAccess = accountOwner();

/** Authorised users and invitations of spec sections 6 and 7. */
export function accountUserRoutes(app: FastifyInstance, db: Db, publicUrl: string) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/iam/accounts/:accountCode/users',
    {
      config: { access: ownerOfAccount },
      schema: {
        tags: ['iam'],
        summary: 'People with access to the account, with their roles (owners and staff only)',
        params: accountCodeParamsSchema,
        response: { 200: envelopeSchema(accountUsersSchema), ...errorResponses() },
      },
    },
    async (request) => ok(await findAccountUsers(db, request.params.accountCode)),
  );

  routes.get(
    '/iam/accounts/:accountCode/pendingusers',
    {
      config: { access: ownerOfAccount },
      schema: {
        tags: ['iam'],
        summary: 'Invitations to the account not yet taken up (owners and staff only)',
        params: accountCodeParamsSchema,
        response: { 200: envelopeSchema(pendingUsersSchema), ...errorResponses() },
      },
    },
    async (request) => ok(await findPendingUsers(db, request.params.accountCode)),
  );

  routes.post(
    '/iam/users',
    {
      // The account is in the body, so the owner check runs in the use case.
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: 'Invite an authorised user (AccountRead on one account) by email',
        body: createUserRequestSchema,
        response: { 201: envelopeSchema(pendingUserSchema), ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const pending = await createPendingUser(db, callerOf(request), request.body, publicUrl);
      void reply.code(201);
      return ok(pending, { status: 201, message: USER_MESSAGES.added });
    },
  );

  routes.delete(
    '/iam/users/:id/claims',
    {
      // The account is in the query, so the owner check runs in the use case.
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags: ['iam'],
        summary: "Remove a person's access to one account (never the account's last owner)",
        params: userIdParamsSchema,
        querystring: deleteUserClaimQuerySchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { name } = await deleteUserClaim(db, callerOf(request), {
        userGuid: request.params.id,
        accountCode: request.query.claimValue,
        ip: request.ip,
      });
      return ok(null, { message: USER_MESSAGES.removed(name) });
    },
  );

  routes.delete(
    '/iam/accounts/:accountCode/pendingusers/:id',
    {
      config: { access: ownerOfAccount },
      schema: {
        tags: ['iam'],
        summary: 'Withdraw an invitation to the account',
        params: pendingUserParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { name } = await deletePendingUser(db, {
        accountCode: request.params.accountCode,
        id: request.params.id,
      });
      return ok(null, { message: USER_MESSAGES.invitationWithdrawn(name) });
    },
  );

  routes.post(
    '/iam/accounts/:accountCode/pendingusers/:id/resend',
    {
      config: { access: ownerOfAccount },
      schema: {
        tags: ['iam'],
        summary: 'Send an invitation again: a new link, and the one sent before stops working',
        params: pendingUserParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { name } = await resendInvitation(db, {
        accountCode: request.params.accountCode,
        id: request.params.id,
        publicUrl,
      });
      return ok(null, { message: INVITATION_MESSAGES.resent(name) });
    },
  );
}
