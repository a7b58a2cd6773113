import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Brand } from '@portal/domain';
import type { Db } from '../../db/client';
import type { NoticeSettings } from '../../notifications/notices';
import { relyingPartyOf } from '../passkeys';
import { passkeySignInOptions, submitPasskeySignIn } from './passkey-sign-in';
import type { FactorKeys } from '../second-factor/factor-keys';
import { showSecondFactor, submitSecondFactor } from './second-factor-step';
import {
  staffPasskeyRegistrationOptions,
  staffPasskeySignInOptions,
  submitStaffPasskey,
  submitStaffPasskeyRegistration,
} from './staff-passkey-step';
import { showInteraction } from './show-interaction';
import { submitLogin } from './submit-login';

const params = z.object({ uid: z.string().min(1).max(100) });
// Lengths only: the answer to any other oddity is the one wrong-credentials page.
const loginBody = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
});
// The passkey's answer as JSON text; its shape is checked where it is used.
const passkeyBody = z.object({ response: z.string().max(6000).default('') });
// A new passkey's answer carries its attestation and public key: bigger than a signature.
const newPasskeyBody = z.object({ response: z.string().max(12_000).default('') });
const codeBody = z.object({ code: z.string().max(32).default('') });

/** The sign-in pages oidc-provider sends people to (interactions.url in its configuration). */
export function interactionRoutes(options: {
  provider: Provider;
  db: Db;
  portalUrl: string;
  brand: Brand;
  notices: NoticeSettings;
  factorKeys: FactorKeys;
  issuer: string;
}) {
  const passkeyOptions = {
    ...options,
    rp: relyingPartyOf({ publicUrl: options.portalUrl, brand: options.brand }),
  };
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get('/interaction/:uid', { schema: { hide: true, params } }, (request, reply) =>
      showInteraction(options, request, reply),
    );
    routes.post(
      '/interaction/:uid/login',
      { schema: { hide: true, params, body: loginBody } },
      (request, reply) => submitLogin(options, request, reply),
    );
    routes.post(
      '/interaction/:uid/passkey/options',
      { schema: { hide: true, params } },
      (request, reply) => passkeySignInOptions(passkeyOptions, request, reply),
    );
    routes.post(
      '/interaction/:uid/passkey',
      { schema: { hide: true, params, body: passkeyBody } },
      (request, reply) => submitPasskeySignIn(passkeyOptions, request, reply),
    );
    // A staff sign-in's second step (decision 054).
    routes.get(
      '/interaction/:uid/second-factor',
      { schema: { hide: true, params } },
      (request, reply) => showSecondFactor(options, request, reply),
    );
    routes.post(
      '/interaction/:uid/second-factor',
      { schema: { hide: true, params, body: codeBody } },
      (request, reply) => submitSecondFactor(options, request, reply),
    );
    // Its passkey way (decision 056): set one up on enrolment, or use the log-in's.
    const second = '/interaction/:uid/second-factor/passkey';
    routes.post(
      `${second}/registration/options`,
      { schema: { hide: true, params } },
      (request, reply) => staffPasskeyRegistrationOptions(passkeyOptions, request, reply),
    );
    routes.post(
      `${second}/registration`,
      { schema: { hide: true, params, body: newPasskeyBody } },
      (request, reply) => submitStaffPasskeyRegistration(passkeyOptions, request, reply),
    );
    routes.post(`${second}/options`, { schema: { hide: true, params } }, (request, reply) =>
      staffPasskeySignInOptions(passkeyOptions, request, reply),
    );
    routes.post(second, { schema: { hide: true, params, body: passkeyBody } }, (request, reply) =>
      submitStaffPasskey(passkeyOptions, request, reply),
    );
  };
}
