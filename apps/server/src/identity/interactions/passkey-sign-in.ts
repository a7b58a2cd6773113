import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticationResponseSchema } from '@portal/contracts';
import { signIns } from '../../platform/metrics/registry';
import { sendPage } from '../../platform/server-pages/send-page';
import { renderLoginPage } from '../pages/login-page';
import { beginPasskeySignIn, verifyPasskeySignIn, type RelyingParty } from '../passkeys';
import { finishLogin, type FinishLoginOptions } from './finish-login';
import { loadInteraction } from './load-interaction';
import {
  loginRetryAfter,
  passkeySignInCounters,
  recordLoginFailure,
} from '../throttle/login-throttle';
import { badPoolPage, expiredPage, throttledPage } from './problem-pages';
import { loginAction, passkeyPaths, staffSignInUrl } from './show-interaction';

/** One message for every passkey that does not sign anyone in, as for wrong passwords. */
export const PASSKEY_REFUSED_MESSAGE =
  'That passkey could not sign you in. Try again, or use your email and password.';

export interface PasskeyRouteOptions extends FinishLoginOptions {
  portalUrl: string;
  rp: RelyingParty;
}

/**
 * POST of the sign-in page's script: WebAuthn request options for this page, with a
 * challenge bound to its interaction. Customer pool only (staff have their own second step).
 */
export async function passkeySignInOptions(
  options: PasskeyRouteOptions,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const loaded = await loadInteraction(options.provider, request, reply, request.params.uid);
  if (loaded.kind !== 'ok' || loaded.pool !== 'customer') {
    return reply.code(400).header('cache-control', 'no-store').send({ error: 'not_available' });
  }
  const requestOptions = await beginPasskeySignIn(options.db, options.rp, loaded.details.uid);
  return reply.header('cache-control', 'no-store').send(requestOptions);
}

function parseResponse(body: string): ReturnType<typeof authenticationResponseSchema.safeParse> {
  try {
    return authenticationResponseSchema.safeParse(JSON.parse(body));
  } catch {
    return authenticationResponseSchema.safeParse(undefined);
  }
}

/**
 * POST of a passkey's answer (the script submits it as a form, so the browser follows the
 * redirects as after a password). A good answer finishes the sign-in with amr "webauthn";
 * anything else shows the sign-in page again with one message and counts against the
 * address, as a wrong password does (checked before the answer, decision 004).
 */
export async function submitPasskeySignIn(
  options: PasskeyRouteOptions,
  request: FastifyRequest<{ Params: { uid: string }; Body: { response: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { provider, db, portalUrl, rp } = options;
  const loaded = await loadInteraction(provider, request, reply, request.params.uid);
  if (loaded.kind === 'expired') return sendPage(reply, 400, expiredPage(portalUrl));
  if (loaded.kind === 'bad-pool') return sendPage(reply, 400, badPoolPage(portalUrl));
  const { details, pool } = loaded;
  if (details.prompt.name !== 'login' || pool !== 'customer') {
    return reply.redirect(`/idp/interaction/${encodeURIComponent(details.uid)}`, 303);
  }

  const counters = passkeySignInCounters(request.ip);
  const retryAfter = await loginRetryAfter(db, counters);
  if (retryAfter !== undefined) {
    signIns.inc({ pool, outcome: 'throttled' });
    request.log.info({ pool }, 'passkey sign-in throttled');
    void reply.header('retry-after', String(retryAfter));
    return sendPage(reply, 429, throttledPage(retryAfter));
  }

  const parsed = parseResponse(request.body.response);
  const result = parsed.success
    ? await verifyPasskeySignIn(db, rp, { interactionUid: details.uid, pool }, parsed.data)
    : ({ ok: false, reason: 'not a WebAuthn answer' } as const);
  if (!result.ok) {
    signIns.inc({ pool, outcome: 'failed' });
    await recordLoginFailure(db, counters);
    request.log.info({ pool, reason: result.reason }, 'passkey sign-in refused');
    const page = renderLoginPage({
      pool,
      action: loginAction(details.uid),
      error: PASSKEY_REFUSED_MESSAGE,
      staffSignInUrl: staffSignInUrl(portalUrl),
      passkey: passkeyPaths(details.uid),
    });
    return sendPage(reply, 401, page);
  }

  signIns.inc({ pool, outcome: 'succeeded' });
  return finishLogin(options, request, reply, {
    details,
    userGuid: result.userGuid,
    pool,
    amr: ['webauthn'],
  });
}
