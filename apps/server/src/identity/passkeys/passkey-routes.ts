import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPasskeyRequestSchema,
  envelopeSchema,
  PASSKEY_MESSAGES,
  passkeyParamsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  renamePasskeyRequestSchema,
  userIdParamsSchema,
} from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { callerOf, requireSelf } from '../iam/caller-of';
import { signedInIdentity } from '../iam/find-current-user';
import { errorResponses } from '../iam/route-errors';
import { beginPasskeyRegistration } from './begin-registration';
import { deletePasskey } from './delete-passkey';
import { findPasskeys } from './find-passkeys';
import { finishPasskeyRegistration } from './finish-registration';
import { tellPasskeyChanged } from '../../notifications/security-messages';
import { relyingPartyOf } from './relying-party';
import { renamePasskey } from './update-passkey';

/**
 * A person's passkeys are theirs alone: only their own session reaches them, never another
 * customer's or staff's (staff sign in with their own second factor, not these routes yet).
 */
function ownCustomerIdentity(caller: Caller, userGuid: string): void {
  requireSelf(caller, userGuid);
  if (caller.isStaff) {
    throw AppError.forbidden(PASSKEY_MESSAGES.customersOnly, 'customers_only');
  }
}

const tags = ['iam'];

/** The "Passkeys" section of My details: list, add (two steps), rename and remove. */
export function passkeyRoutes(app: FastifyInstance, db: Db, config: Config) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rp = relyingPartyOf(config);
  const notices = { brand: config.brand, publicUrl: config.publicUrl };

  routes.get(
    '/iam/Users/:id/passkeys',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags,
        summary: "The caller's own passkeys",
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(z.array(passkeySchema)) },
      },
    },
    async (request) => {
      ownCustomerIdentity(callerOf(request), request.params.id);
      return ok(await findPasskeys(db, request.params.id));
    },
  );

  routes.post(
    '/iam/Users/:id/passkeys/registrationOptions',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags,
        summary: 'Start adding a passkey: WebAuthn creation options with a single-use challenge',
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(passkeyRegistrationOptionsSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      ownCustomerIdentity(callerOf(request), request.params.id);
      const identity = await signedInIdentity(db, request.params.id);
      const options = await beginPasskeyRegistration(db, rp, {
        userGuid: identity.userGuid,
        email: identity.email,
        displayName: `${identity.firstName} ${identity.lastName}`.trim(),
      });
      return ok(options);
    },
  );

  routes.post(
    '/iam/Users/:id/passkeys',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags,
        summary: "Finish adding a passkey: the browser's new credential, checked and kept",
        params: userIdParamsSchema,
        body: addPasskeyRequestSchema,
        response: { 200: envelopeSchema(passkeySchema), ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      ownCustomerIdentity(callerOf(request), request.params.id);
      const passkey = await finishPasskeyRegistration(db, rp, request.params.id, request.body);
      await tellPasskeyChanged(db, notices, request.params.id, 'added');
      return ok(passkey, { message: PASSKEY_MESSAGES.added });
    },
  );

  routes.patch(
    '/iam/Users/:id/passkeys/:passkeyId',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags,
        summary: 'Rename one of the caller’s passkeys',
        params: passkeyParamsSchema,
        body: renamePasskeyRequestSchema,
        response: { 200: envelopeSchema(passkeySchema), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      ownCustomerIdentity(callerOf(request), request.params.id);
      const { id, passkeyId } = request.params;
      const passkey = await renamePasskey(db, id, passkeyId, request.body.name);
      return ok(passkey, { message: PASSKEY_MESSAGES.renamed });
    },
  );

  routes.delete(
    '/iam/Users/:id/passkeys/:passkeyId',
    {
      config: { access: { kind: 'signed-in' } },
      schema: {
        tags,
        summary: 'Remove one of the caller’s passkeys: it signs nobody in from then on',
        params: passkeyParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(404) },
      },
    },
    async (request) => {
      ownCustomerIdentity(callerOf(request), request.params.id);
      await deletePasskey(db, request.params.id, request.params.passkeyId);
      await tellPasskeyChanged(db, notices, request.params.id, 'removed');
      return ok(null, { message: PASSKEY_MESSAGES.removed });
    },
  );
}
