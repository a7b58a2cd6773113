import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createMailboxRequestSchema,
  EMAIL_MESSAGES,
  envelopeSchema,
  mailboxIdSchema,
  mailboxPasswordRequestSchema,
  mailboxSchema,
  mailboxesSchema,
} from '@portal/contracts';
import { ok } from '../../platform/envelope';
import { createMailbox } from './create-mailbox';
import { deleteMailbox } from './delete-mailbox';
import { findMailboxes } from './find-mailboxes';
import { createPasswordCheck } from './mailbox-password';
import { updateMailboxPassword } from './update-mailbox-password';
import { accountParams, anyHolder, ownerOnly, refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const mailboxParams = accountParams.extend({ id: mailboxIdSchema });
const errors = refusals(400, 401, 403, 404);
const tags = ['email'];
const PREFIX = '/accounts/:accountCode/mailboxes';

/** Email management: the mailboxes of the account's email product (spec sections 1, 6, 8). */
export const emailRoutes: DomainRoutes = (context) => {
  const { db } = context.database;
  const checkPassword = createPasswordCheck(context);
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.get(
      PREFIX,
      {
        config: { access: anyHolder },
        schema: {
          tags,
          summary: 'The account’s email product (null without one) and its mailboxes',
          params: accountParams,
          response: { 200: envelopeSchema(mailboxesSchema), ...errors },
        },
      },
      async (request) => ok(await findMailboxes(db, request.params.accountCode)),
    );
    routes.post(
      PREFIX,
      {
        config: { access: ownerOnly },
        schema: {
          tags,
          summary: 'Add a mailbox on the product’s domain, within its mailbox limit',
          params: accountParams,
          body: createMailboxRequestSchema,
          response: { 200: envelopeSchema(mailboxSchema), ...refusals(409), ...errors },
        },
      },
      async (request) => {
        await checkPassword(request.body.password, request.headers.authorization);
        const created = await createMailbox(db, request.params.accountCode, request.body);
        return ok(created, { message: EMAIL_MESSAGES.added });
      },
    );
    routes.delete(
      `${PREFIX}/:id`,
      {
        config: { access: ownerOnly },
        schema: {
          tags,
          summary: 'Remove a mailbox',
          params: mailboxParams,
          response: { 200: envelopeSchema(z.null()), ...errors },
        },
      },
      async (request) => {
        await deleteMailbox(db, request.params.accountCode, request.params.id);
        return ok(null, { message: EMAIL_MESSAGES.removed });
      },
    );
    routes.put(
      `${PREFIX}/:id/password`,
      {
        config: { access: ownerOnly },
        schema: {
          tags,
          summary: 'Set a new password for a mailbox (stored hashed)',
          params: mailboxParams,
          body: mailboxPasswordRequestSchema,
          response: { 200: envelopeSchema(z.null()), ...errors },
        },
      },
      async (request) => {
        await checkPassword(request.body.password, request.headers.authorization);
        await updateMailboxPassword(
          db,
          request.params.accountCode,
          request.params.id,
          request.body.password,
        );
        return ok(null, { message: EMAIL_MESSAGES.passwordUpdated });
      },
    );
  };
};
