import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client';
import type { NoticeSettings } from '../../notifications/notices';
import { renderLoginPage, WRONG_CREDENTIALS_MESSAGE } from '../pages/login-page';
import {
  clearEmailFailures,
  loginCounters,
  loginRetryAfter,
  recordLoginFailure,
} from '../throttle/login-throttle';
import { finishLogin } from './finish-login';
import { askForSecondFactor } from './second-factor-step';
import { loadInteraction } from './load-interaction';
import { badPoolPage, expiredPage, throttledPage } from './problem-pages';
import { signIns } from '../../platform/metrics/registry';
import { sendPage } from '../../platform/server-pages/send-page';
import { loginAction, passkeyPaths, staffSignInUrl } from './show-interaction';
import { normaliseEmail, verifyCredentials } from './verify-credentials';

export interface LoginForm {
  email: string;
  password: string;
}

/**
 * POST of the sign-in form. The throttle is checked before the password, so a blocked
 * email or address learns nothing more; every wrong credential gets the same page.
 */
export async function submitLogin(
  options: { provider: Provider; db: Db; portalUrl: string; notices: NoticeSettings },
  request: FastifyRequest<{ Params: { uid: string }; Body: LoginForm }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { provider, db, portalUrl } = options;
  const loaded = await loadInteraction(provider, request, reply, request.params.uid);
  if (loaded.kind === 'expired') return sendPage(reply, 400, expiredPage(portalUrl));
  if (loaded.kind === 'bad-pool') return sendPage(reply, 400, badPoolPage(portalUrl));
  const { details, pool } = loaded;
  if (details.prompt.name !== 'login') {
    return reply.redirect(`/idp/interaction/${encodeURIComponent(details.uid)}`, 303);
  }

  const email = normaliseEmail(request.body.email);
  const counters = loginCounters(pool, email, request.ip);
  const retryAfter = await loginRetryAfter(db, counters);
  if (retryAfter !== undefined) {
    signIns.inc({ pool, outcome: 'throttled' });
    request.log.info({ pool }, 'sign-in throttled');
    void reply.header('retry-after', String(retryAfter));
    return sendPage(reply, 429, throttledPage(retryAfter));
  }

  const identity = await verifyCredentials(db, pool, email, request.body.password);
  if (identity === undefined) {
    signIns.inc({ pool, outcome: 'failed' });
    await recordLoginFailure(db, counters);
    const page = renderLoginPage({
      pool,
      action: loginAction(details.uid),
      email: request.body.email,
      error: WRONG_CREDENTIALS_MESSAGE,
      staffSignInUrl: staffSignInUrl(portalUrl),
      passkey: passkeyPaths(details.uid),
    });
    return sendPage(reply, 401, page);
  }

  await clearEmailFailures(db, counters);
  // Staff have a second step at every sign-in (decision 054): the login is finished there.
  if (pool === 'StaffIdentity') {
    return askForSecondFactor(provider, request, reply, details, identity.userGuid);
  }
  signIns.inc({ pool, outcome: 'succeeded' });
  return finishLogin(options, request, reply, {
    details,
    userGuid: identity.userGuid,
    pool,
    amr: ['pwd'],
  });
}
