import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createMailboxRequestSchema,
  EMAIL_MESSAGES,
  mailboxIdSchema,
  mailboxPasswordRequestSchema,
  mailboxSchema,
  mailboxesSchema,
} from '@portal/contracts';
import { createMailbox } from './create-mailbox';
import { deleteMailbox } from './delete-mailbox';
import { findMailboxes } from './find-mailboxes';
import { createPasswordCheck } from './mailbox-password';
import { updateMailboxPassword } from './update-mailbox-password';
import { accountParams, accountRouter, anyHolder, ownerOnly, refusals } from '../route-kit';
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
    const account = accountRouter(app, { tags, refusals: errors });
    account.get(PREFIX, {
      access: anyHolder,
      summary: 'The account’s email product (null without one) and its mailboxes',
      data: mailboxesSchema,
      answer: (request) => findMailboxes(db, request.params.accountCode),
    });
    account.post(PREFIX, {
      access: ownerOnly,
      summary: 'Add a mailbox on the product’s domain, within its mailbox limit',
      body: createMailboxRequestSchema,
      data: mailboxSchema,
      refusals: { ...refusals(409), ...errors },
      message: EMAIL_MESSAGES.added,
      answer: async (request) => {
        await checkPassword(request.body.password, request.headers.authorization);
        return createMailbox(db, request.params.accountCode, request.body);
      },
    });
    account.delete(`${PREFIX}/:id`, {
      access: ownerOnly,
      summary: 'Remove a mailbox',
      params: mailboxParams,
      data: z.null(),
      message: EMAIL_MESSAGES.removed,
      answer: async (request) => {
        await deleteMailbox(db, request.params.accountCode, request.params.id);
        return null;
      },
    });
    account.put(`${PREFIX}/:id/password`, {
      access: ownerOnly,
      summary: 'Set a new password for a mailbox (stored hashed)',
      params: mailboxParams,
      body: mailboxPasswordRequestSchema,
      data: z.null(),
      message: EMAIL_MESSAGES.passwordUpdated,
      answer: async (request) => {
        await checkPassword(request.body.password, request.headers.authorization);
        await updateMailboxPassword(
          db,
          request.params.accountCode,
          request.params.id,
          request.body.password,
        );
        return null;
      },
    });
  };
};
