import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { renderLoginPage } from '../pages/login-page';
import { grantAccess } from './grant-access';
import { loadInteraction } from './load-interaction';
import { badPoolPage, expiredPage } from './problem-pages';
import { sendPage } from '../../platform/server-pages/send-page';

export function loginAction(uid: string): string {
  return `/idp/interaction/${encodeURIComponent(uid)}/login`;
}

/** Where the sign-in page's script asks for a passkey challenge and sends the answer. */
export function passkeyPaths(uid: string): { options: string; action: string } {
  const base = `/idp/interaction/${encodeURIComponent(uid)}/passkey`;
  return { options: `${base}/options`, action: base };
}

/** The portal's sign-in, asking for the staff pool (its /login goes straight on). */
export function staffSignInUrl(portalUrl: string): string {
  return new URL('/login?staff=true', portalUrl).toString();
}

/**
 * GET of an interaction: the sign-in form when a sign-in is needed. When only consent is
 * missing (a signed-in person whose grant has ended) it is given at once and the
 * authorization continues.
 */
export async function showInteraction(
  options: { provider: Provider; portalUrl: string },
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { provider, portalUrl } = options;
  const loaded = await loadInteraction(provider, request, reply, request.params.uid);
  if (loaded.kind === 'expired') return sendPage(reply, 400, expiredPage(portalUrl));
  if (loaded.kind === 'bad-pool') return sendPage(reply, 400, badPoolPage(portalUrl));
  const { details, pool } = loaded;
  const accountId = details.session?.accountId;
  if (details.prompt.name === 'login' || accountId === undefined) {
    // Asked to sign in again (decision 052), the person sees their own email already there.
    const hint = details.params.login_hint;
    const page = renderLoginPage({
      pool,
      action: loginAction(details.uid),
      staffSignInUrl: staffSignInUrl(portalUrl),
      passkey: passkeyPaths(details.uid),
      ...(typeof hint === 'string' && hint.length <= 320 ? { email: hint } : {}),
    });
    return sendPage(reply, 200, page);
  }
  const grantId = await grantAccess(provider, details, accountId);
  const returnTo = await provider.interactionResult(
    request.raw,
    reply.raw,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
  return reply.redirect(returnTo, 303);
}
