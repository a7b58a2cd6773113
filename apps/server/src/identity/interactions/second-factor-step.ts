import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction } from 'oidc-provider';
import type Provider from 'oidc-provider';
import QRCode from 'qrcode';
import { auditLog } from '../../db/schema';
import { signIns } from '../../platform/metrics/registry';
import { sendPage } from '../../platform/server-pages/send-page';
import {
  renderEnrolmentPage,
  renderSecondFactorPage,
  type PasskeyPaths,
  type SecondFactorError,
} from '../pages/second-factor-pages';
import type { FactorKeys } from '../second-factor/factor-keys';
import { checkStaffCode, enrolmentSecret, staffFactorState } from '../second-factor/staff-factors';
import { otpauthUri } from '../second-factor/totp';
import { findIdentity } from '../find-identity';
import {
  clearEmailFailures,
  loginRetryAfter,
  recordLoginFailure,
  secondFactorCounters,
} from '../throttle/login-throttle';
import { finishLogin, type FinishLoginOptions } from './finish-login';
import { loadInteraction } from './load-interaction';
import { badPoolPage, expiredPage, throttledPage } from './problem-pages';
import { staffSignInUrl } from './show-interaction';

/** What a staff login finished with both steps says it used (RFC 8176 values). */
export const STAFF_LOGIN_AMR = ['pwd', 'otp'];
/** The same after a passkey: "webauthn", as a customer's passkey sign-in says (decision 056). */
export const STAFF_PASSKEY_LOGIN_AMR = ['pwd', 'webauthn'];

export interface SecondFactorOptions extends FinishLoginOptions {
  portalUrl: string;
  factorKeys: FactorKeys;
  /** The issuer authenticator apps show beside the code (the brand's name). */
  issuer: string;
}

export function secondFactorAction(uid: string): string {
  return `/idp/interaction/${encodeURIComponent(uid)}/second-factor`;
}

/** The second step's passkey paths: setting one up on enrolment, or using one. */
export function staffPasskeyPaths(uid: string, mode: 'register' | 'sign-in'): PasskeyPaths {
  const base = `${secondFactorAction(uid)}/passkey${mode === 'register' ? '/registration' : ''}`;
  return { options: `${base}/options`, action: base };
}

/**
 * The interaction result a right staff password leaves: not a login yet (oidc-provider
 * ignores keys it does not know, so the resume URL would only ask for a sign-in again).
 */
export type PasswordStep = Record<'staffPasswordVerified', { accountId: string }>;

/** The staff log-in whose password was right in this interaction, if any. */
function passwordStepOf(details: Interaction): string | undefined {
  const result: unknown = details.result;
  if (typeof result !== 'object' || result === null) return undefined;
  const step = (result as Partial<PasswordStep>).staffPasswordVerified;
  return typeof step?.accountId === 'string' ? step.accountId : undefined;
}

/** Records the right password and sends the browser on to the second step. */
export async function askForSecondFactor(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  details: Interaction,
  accountId: string,
): Promise<FastifyReply> {
  const step: PasswordStep = { staffPasswordVerified: { accountId } };
  await provider.interactionResult(request.raw, reply.raw, step, {
    mergeWithLastSubmission: false,
  });
  return reply.redirect(secondFactorAction(details.uid), 303);
}

type Loaded =
  { kind: 'page'; reply: FastifyReply } | { kind: 'ok'; details: Interaction; accountId: string };

/**
 * The interaction of a staff sign-in whose password was right, and its log-in; anything
 * else is answered here (an expired page, or back to the first step).
 */
export async function loadSecondStep(
  options: SecondFactorOptions,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<Loaded> {
  const { provider, portalUrl } = options;
  const loaded = await loadInteraction(provider, request, reply, request.params.uid);
  if (loaded.kind === 'expired') {
    return { kind: 'page', reply: await sendPage(reply, 400, expiredPage(portalUrl)) };
  }
  if (loaded.kind === 'bad-pool') {
    return { kind: 'page', reply: await sendPage(reply, 400, badPoolPage(portalUrl)) };
  }
  const accountId = passwordStepOf(loaded.details);
  if (
    loaded.pool !== 'StaffIdentity' ||
    loaded.details.prompt.name !== 'login' ||
    accountId === undefined
  ) {
    // No right password in this sign-in yet: back to its first step.
    const first = `/idp/interaction/${encodeURIComponent(loaded.details.uid)}`;
    return { kind: 'page', reply: await reply.redirect(first, 303) };
  }
  return { kind: 'ok', details: loaded.details, accountId };
}

async function enrolmentPage(
  options: SecondFactorOptions,
  details: Interaction,
  accountId: string,
  error: SecondFactorError | 'passkey' | undefined,
): Promise<string | undefined> {
  const secret = await enrolmentSecret(options.db, options.factorKeys, accountId);
  const identity = await findIdentity(options.db, accountId);
  if (secret === undefined || identity === undefined) return undefined;
  const uri = otpauthUri({ issuer: options.issuer, account: identity.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return renderEnrolmentPage({
    action: secondFactorAction(details.uid),
    secret,
    qrSvg,
    signInUrl: staffSignInUrl(options.portalUrl),
    passkey: staffPasskeyPaths(details.uid, 'register'),
    ...(error === undefined ? {} : { error }),
  });
}

/** The page of the second step: enrolment when the log-in has no factor yet, else the code. */
export async function secondStepPage(
  options: SecondFactorOptions,
  details: Interaction,
  accountId: string,
  error?: SecondFactorError | 'passkey',
): Promise<string | undefined> {
  const state = await staffFactorState(options.db, accountId);
  if (state.kind !== 'enrolled') return enrolmentPage(options, details, accountId, error);
  return renderSecondFactorPage({
    action: secondFactorAction(details.uid),
    factors: state.factors,
    signInUrl: staffSignInUrl(options.portalUrl),
    passkey: staffPasskeyPaths(details.uid, 'sign-in'),
    ...(error === undefined ? {} : { error }),
  });
}

/** GET of the second step. */
export async function showSecondFactor(
  options: SecondFactorOptions,
  request: FastifyRequest<{ Params: { uid: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const loaded = await loadSecondStep(options, request, reply);
  if (loaded.kind === 'page') return loaded.reply;
  const page = await secondStepPage(options, loaded.details, loaded.accountId);
  if (page === undefined) return sendPage(reply, 400, expiredPage(options.portalUrl));
  return sendPage(reply, 200, page);
}

/**
 * POST of the second step. Throttled like passwords (checked first); a right code finishes
 * the login with amr pwd+otp, and on enrolment confirms the new factor (audited).
 */
export async function submitSecondFactor(
  options: SecondFactorOptions,
  request: FastifyRequest<{ Params: { uid: string }; Body: { code: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db } = options;
  const loaded = await loadSecondStep(options, request, reply);
  if (loaded.kind === 'page') return loaded.reply;
  const { details, accountId } = loaded;

  const counters = secondFactorCounters(accountId, request.ip);
  const retryAfter = await loginRetryAfter(db, counters);
  if (retryAfter !== undefined) {
    signIns.inc({ pool: 'StaffIdentity', outcome: 'throttled' });
    request.log.info('second factor throttled');
    void reply.header('retry-after', String(retryAfter));
    return sendPage(reply, 429, throttledPage(retryAfter));
  }

  const state = await staffFactorState(db, accountId);
  if (state.kind === 'enrolled' && !state.factors.includes('totp')) {
    // A passkey-only log-in has no code to check (an app secret never confirmed is gone).
    return reply.redirect(secondFactorAction(details.uid), 303);
  }
  const enrolling = state.kind !== 'enrolled';
  const result = await checkStaffCode(db, options.factorKeys, accountId, request.body.code);
  if (!result.ok) {
    if (result.reason === 'no-factor') {
      return reply.redirect(secondFactorAction(details.uid), 303);
    }
    signIns.inc({ pool: 'StaffIdentity', outcome: 'failed' });
    await recordLoginFailure(db, counters);
    const page = await secondStepPage(options, details, accountId, result.reason);
    return sendPage(reply, page === undefined ? 400 : 401, page ?? expiredPage(options.portalUrl));
  }

  signIns.inc({ pool: 'StaffIdentity', outcome: 'succeeded' });
  await clearEmailFailures(db, counters);
  if (enrolling) {
    await db.insert(auditLog).values({
      actor: accountId,
      actorPool: 'StaffIdentity',
      action: 'staff-second-factor-enrolled',
      ip: request.ip,
      details: { kind: 'totp' },
    });
  }
  return finishLogin(options, request, reply, {
    details,
    userGuid: accountId,
    pool: 'StaffIdentity',
    amr: [...STAFF_LOGIN_AMR],
  });
}
