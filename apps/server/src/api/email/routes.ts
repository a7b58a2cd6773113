import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountCodeSchema,
  createMailboxRequestSchema,
  EMAIL_MESSAGES,
  envelopeSchema,
  errorEnvelopeSchema,
  mailboxIdSchema,
  mailboxPasswordRequestSchema,
  mailboxSchema,
  mailboxesSchema,
} from '@portal/contracts';
import type { ModuleContext } from '../../platform/module-context';
import { ok } from '../../platform/envelope';
import { createMailbox } from './create-mailbox';
import { deleteMailbox } from './delete-mailbox';
import { findMailboxes } from './find-mailboxes';
import { createPasswordCheck } from './mailbox-password';
import { updateMailboxPassword } from './update-mailbox-password';
import { accountHolders, accountOwner } from '../../auth';

const params = z.object({ code: accountCodeSchema });
const mailboxParams = z.object({ code: accountCodeSchema, id: mailboxIdSchema });
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const read = accountHolders('code');
/** Changes are the account owner's (staff always may); an AccountRead user only looks. */
const owner = accountOwner('code');
const tags = ['email'];
const PREFIX = '/accounts/:code/mailboxes';

/** Email management: the mailboxes of the account's email product (spec sections 1, 6, 8). */
export function emailRoutes(context: ModuleContext) {
  const { db } = context.database;
  const checkPassword = createPasswordCheck(context);
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      PREFIX,
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'The account’s email product (null without one) and its mailboxes',
          params,
          response: { 200: envelopeSchema(mailboxesSchema), ...errors },
        },
      },
      async (request) => ok(await findMailboxes(db, request.params.code)),
    );
    routes.post(
      PREFIX,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Add a mailbox on the product’s domain, within its mailbox limit',
          params,
          body: createMailboxRequestSchema,
          response: { 200: envelopeSchema(mailboxSchema), 409: errorEnvelopeSchema, ...errors },
        },
      },
      async (request) => {
        await checkPassword(request.body.password, request.headers.authorization);
        const created = await createMailbox(db, request.params.code, request.body);
        return ok(created, { message: EMAIL_MESSAGES.added });
      },
    );
    routes.delete(
      `${PREFIX}/:id`,
      {
        config: { access: owner },
        schema: {
          tags,
          summary: 'Remove a mailbox',
          params: mailboxParams,
          response: { 200: envelopeSchema(z.null()), ...errors },
        },
      },
      async (request) => {
        await deleteMailbox(db, request.params.code, request.params.id);
        return ok(null, { message: EMAIL_MESSAGES.removed });
      },
    );
    routes.put(
      `${PREFIX}/:id/password`,
      {
        config: { access: owner },
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
          request.params.code,
          request.params.id,
          request.body.password,
        );
        return ok(null, { message: EMAIL_MESSAGES.passwordUpdated });
      },
    );
  };
}
