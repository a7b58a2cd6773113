import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticationResponseSchema, registrationResponseSchema } from '@portal/contracts';
import { auditLog } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { signIns } from '../../platform/metrics/registry';
import { sendPage } from '../../platform/server-pages/send-page';
import { findIdentity } from '../find-identity';
import {
  beginPasskeyRegistration,
  beginPasskeySignIn,
  finishPasskeyRegistration,
  verifyPasskeySignIn,
  type RelyingParty,
} from '../passkeys';
import {
  dropUnconfirmedTotp,
  staffFactorState,
  type StaffFactorState,
} from '../second-factor/staff-factors';
import {
  clearEmailFailures,
  loginRetryAfter,
  recordLoginFailure,
  secondFactorCounters,
} from '../throttle/login-throttle';
import { finishLogin } from './finish-login';
import { expiredPage, throttledPage } from './problem-pages';
import {
  loadSecondStep,
  secondFactorAction,
  secondStepPage,
  STAFF_PASSKEY_LOGIN_AMR,
  type SecondFactorOptions,
} from './second-factor-step';

/**
 * A staff passkey as the second step (decision 056): set up on enrolment, or used at every
 * later sign-in. Every route here first requires the interaction's right staff password
 * (`loadSecondStep`), and the WebAuthn work is the passkeys module's, bound to the log-in.
 */
export interface StaffPasskeyOptions extends SecondFactorOptions {
  rp: RelyingParty;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;
type AnswerRequest = FastifyRequest<{ Params: { uid: string }; Body: { response: string } }>;

function notAvailable(reply: FastifyReply): FastifyReply {
  return reply.code(400).header('cache-control', 'no-store').send({ error: 'not_available' });
}

/** The browser's answer, given as JSON text in the form, when it has the schema's shape. */
function parseAnswer<T>(schema: z.ZodType<T>, body: string): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The step this request may go on with, or the reply already sent (a reply is thenable). */
type OpenedStep =
  | { kind: 'sent'; reply: FastifyReply }
  | {
      kind: 'open';
      details: Parameters<typeof secondStepPage>[1];
      accountId: string;
      state: StaffFactorState;
    };

/**
 * The opening of every route here: the interaction's right staff password (`loadSecondStep`),
 * then, for an answer (`throttled`), the log-in's and the address's second-step failures,
 * then the log-in's factor state for the route to judge.
 */
async function openPasskeyStep(
  options: StaffPasskeyOptions,
  request: UidRequest,
  reply: FastifyReply,
  { throttled }: { throttled: boolean },
): Promise<OpenedStep> {
  const loaded = await loadSecondStep(options, request, reply);
  if (loaded.kind === 'page') return { kind: 'sent', reply: loaded.reply };
  const { details, accountId } = loaded;
  if (throttled) {
    const counters = secondFactorCounters(accountId, request.ip);
    const retryAfter = await loginRetryAfter(options.db, counters);
    if (retryAfter !== undefined) {
      signIns.inc({ pool: 'StaffIdentity', outcome: 'throttled' });
      request.log.info('staff passkey step throttled');
      void reply.header('retry-after', String(retryAfter));
      return { kind: 'sent', reply: await sendPage(reply, 429, throttledPage(retryAfter)) };
    }
  }
  const state = await staffFactorState(options.db, accountId);
  return { kind: 'open', details, accountId, state };
}

/** A refused answer: counted like a wrong code, and the step's page again with one message. */
async function refused(
  options: StaffPasskeyOptions,
  request: AnswerRequest,
  reply: FastifyReply,
  step: { details: Parameters<typeof secondStepPage>[1]; accountId: string },
  reason: string,
): Promise<FastifyReply> {
  signIns.inc({ pool: 'StaffIdentity', outcome: 'failed' });
  request.log.info({ reason }, 'staff passkey refused');
  await recordLoginFailure(options.db, secondFactorCounters(step.accountId, request.ip));
  const page = await secondStepPage(options, step.details, step.accountId, 'passkey');
  return sendPage(reply, page === undefined ? 400 : 401, page ?? expiredPage(options.portalUrl));
}

/** POST …/second-factor/passkey/registration/options: creation options, on enrolment only. */
export async function staffPasskeyRegistrationOptions(
  options: StaffPasskeyOptions,
  request: UidRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const step = await openPasskeyStep(options, request, reply, { throttled: false });
  if (step.kind === 'sent') return step.reply;
  const identity = await findIdentity(options.db, step.accountId);
  if (step.state.kind === 'enrolled' || identity === undefined) return notAvailable(reply);
  const creation = await beginPasskeyRegistration(options.db, options.rp, {
    userGuid: identity.userGuid,
    email: identity.email,
    displayName: `${identity.firstName} ${identity.lastName}`.trim(),
  });
  return reply.header('cache-control', 'no-store').send(creation);
}

/**
 * POST …/second-factor/passkey/registration: the new passkey, on enrolment only. Kept, it
 * is the log-in's second factor (audited as TOTP enrolment is) and finishes this sign-in:
 * like the first code of a new app, it shows the person holds what they just set up.
 */
export async function submitStaffPasskeyRegistration(
  options: StaffPasskeyOptions,
  request: AnswerRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db } = options;
  const step = await openPasskeyStep(options, request, reply, { throttled: true });
  if (step.kind === 'sent') return step.reply;
  const { details, accountId } = step;
  if (step.state.kind === 'enrolled') {
    return reply.redirect(secondFactorAction(details.uid), 303);
  }

  const response = parseAnswer(registrationResponseSchema, request.body.response);
  if (response === undefined) {
    return refused(options, request, reply, step, 'not a WebAuthn registration');
  }
  try {
    await finishPasskeyRegistration(
      db,
      options.rp,
      accountId,
      { response },
      new Date(),
      'StaffIdentity',
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refused(options, request, reply, step, error.logMessage ?? error.message);
  }
  await dropUnconfirmedTotp(db, accountId);
  await db.insert(auditLog).values({
    actor: accountId,
    actorPool: 'StaffIdentity',
    action: 'staff-second-factor-enrolled',
    ip: request.ip,
    details: { kind: 'passkey' },
  });
  signIns.inc({ pool: 'StaffIdentity', outcome: 'succeeded' });
  await clearEmailFailures(db, secondFactorCounters(accountId, request.ip));
  return finishLogin(options, request, reply, {
    details,
    userGuid: accountId,
    pool: 'StaffIdentity',
    amr: [...STAFF_PASSKEY_LOGIN_AMR],
  });
}

/** POST …/second-factor/passkey/options: request options for this log-in's passkeys only. */
export async function staffPasskeySignInOptions(
  options: StaffPasskeyOptions,
  request: UidRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const step = await openPasskeyStep(options, request, reply, { throttled: false });
  if (step.kind === 'sent') return step.reply;
  const { state } = step;
  if (state.kind !== 'enrolled' || !state.factors.includes('passkey')) return notAvailable(reply);
  const requestOptions = await beginPasskeySignIn(
    options.db,
    options.rp,
    step.details.uid,
    step.accountId,
  );
  return reply.header('cache-control', 'no-store').send(requestOptions);
}

/**
 * POST …/second-factor/passkey: the log-in's passkey answering this page's challenge. Only
 * a passkey of the staff log-in whose password was right is accepted (the passkeys module
 * checks the pool, the person, the single-use challenge and the counter).
 */
export async function submitStaffPasskey(
  options: StaffPasskeyOptions,
  request: AnswerRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db } = options;
  const step = await openPasskeyStep(options, request, reply, { throttled: true });
  if (step.kind === 'sent') return step.reply;
  const { details, accountId } = step;

  const response = parseAnswer(authenticationResponseSchema, request.body.response);
  const result =
    response === undefined
      ? ({ ok: false, reason: 'not a WebAuthn answer' } as const)
      : await verifyPasskeySignIn(
          db,
          options.rp,
          { interactionUid: details.uid, pool: 'StaffIdentity', userGuid: accountId },
          response,
        );
  if (!result.ok) return refused(options, request, reply, step, result.reason);

  signIns.inc({ pool: 'StaffIdentity', outcome: 'succeeded' });
  await clearEmailFailures(db, secondFactorCounters(accountId, request.ip));
  return finishLogin(options, request, reply, {
    details,
    userGuid: accountId,
    pool: 'StaffIdentity',
    amr: [...STAFF_PASSKEY_LOGIN_AMR],
  });
}
