import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  emailAddressSchema,
  envelopeSchema,
  MODEM_RETURN_MESSAGES,
  modemReturnConfirmRequestSchema,
  modemReturnLookupRequestSchema,
  modemReturnSchema,
} from '@portal/contracts';
import { outboxNotifier } from '../../notifications';
import { anonymousLimit } from '../../platform/anonymous-limit';
import { ok } from '../../platform/envelope';
import { confirmModemReturn } from './confirm-modem-return';
import { findModemReturn } from './find-modem-return';
import { issueModemReturn } from './issue-modem-return';
import { refusals, zodRoutes } from '../route-kit';
import type { DomainRoutes } from '../route-kit';

const tags = ['modem-returns'];
/** The link in the customer's message is the proof; no sign-in (spec section 2, guard 1). */
const open = { kind: 'public' } as const;
/** Calls one address may make to the open modem-return routes per window. */
export const MODEM_RETURN_CALLS_PER_WINDOW = 30;
const MODEM_RETURN_WINDOW_SECONDS = 15 * 60;
const errors = refusals(400, 404, 409, 429);

/** The modem-return address page's calls, and outside production a way to issue a link. */
export const modemReturnRoutes: DomainRoutes = (context) => {
  const { db } = context.database;
  const limit = anonymousLimit(db, {
    name: 'modem-return',
    callsPerWindow: MODEM_RETURN_CALLS_PER_WINDOW,
    windowSeconds: MODEM_RETURN_WINDOW_SECONDS,
    message: MODEM_RETURN_MESSAGES.tooMany,
  });
  return (app: FastifyInstance) => {
    const routes = zodRoutes(app);
    routes.post(
      '/modemReturns/lookup',
      {
        config: { access: open },
        preHandler: limit,
        schema: {
          tags,
          summary: 'The return bag’s delivery address behind a single-use link',
          body: modemReturnLookupRequestSchema,
          response: { 200: envelopeSchema(modemReturnSchema), ...errors },
        },
      },
      async (request) => ok(await findModemReturn(db, request.body.token)),
    );
    routes.post(
      '/modemReturns/confirm',
      {
        config: { access: open },
        preHandler: limit,
        schema: {
          tags,
          summary: 'Confirm or correct the delivery address; the link is then used up',
          body: modemReturnConfirmRequestSchema,
          response: { 200: envelopeSchema(modemReturnSchema), ...errors },
        },
      },
      async (request) =>
        ok(await confirmModemReturn(db, request.body.token, request.body.deliveryAddress), {
          message: 'Thanks, your return bag will be sent to this address.',
        }),
    );
    if (context.config.isProduction) return;
    // Development and tests only, like /dev/outbox: a fresh link for an account, by email to the outbox.
    routes.post(
      '/dev/modemReturns',
      {
        config: { access: open },
        schema: {
          hide: true,
          body: z.strictObject({
            accountCode: z.string().regex(/^\d{8}$/),
            // A test's own address, so tests running side by side each find their own link.
            recipient: emailAddressSchema.optional(),
          }),
          response: { 200: envelopeSchema(z.null()), ...refusals(404) },
        },
      },
      async (request) => {
        await issueModemReturn(db, outboxNotifier(db), {
          accountCode: request.body.accountCode,
          publicUrl: context.config.publicUrl,
          recipient: request.body.recipient,
        });
        return ok(null, { message: 'A return link has been written to the outbox.' });
      },
    );
  };
};
