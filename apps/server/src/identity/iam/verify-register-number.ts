import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { RegisterNumberVerifyRequest } from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { auditLog, claims, oneTimeCodes } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { requireCustomer, requireSelf } from './caller-of';
import { sha256 } from '../../platform/secrets';
import { boundCodeHash, sameHash } from './one-time-code';
import {
  findPrepayAccount,
  MAX_CODE_ATTEMPTS,
  REGISTER_NUMBER_PURPOSE,
  RESEND_INTERVAL_SECONDS,
} from './register-number-rules';
import { ThrottledError } from '../../platform/throttled-error';

export const WRONG_CODE_MESSAGE = 'That code is not right. Please check the text and try again.';
export const NO_CODE_MESSAGE =
  'This code has expired or was already used. Please ask for a new one.';

/** The role list with AccountOwner added once. */
const withOwner = sql`case when 'AccountOwner' = any(${claims.roles}) then ${claims.roles} else array_append(${claims.roles}, 'AccountOwner') end`;

/**
 * Takes one of the code's attempts before comparing, in one conditional update, so parallel
 * guesses cannot get past the limit. Undefined when none is left.
 */
async function takeAttempt(db: Db, id: string) {
  const [taken] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: oneTimeCodes.attempts });
  return taken;
}

/**
 * POST /iam/registerNumber/verify: the second step. A right code and verifier make the
 * caller owner of the number's account (an Account claim) and holder of the number (a
 * Line claim). The code is spent in the same transaction, so it works once.
 */
export async function verifyRegisterNumber(
  db: Db,
  caller: Caller,
  request: RegisterNumberVerifyRequest & { ip: string },
): Promise<{ accountCode: string; mobileNumber: string }> {
  requireCustomer(caller);
  requireSelf(caller, request.userGuid);
  const { mobileNumber } = request;
  const now = new Date();
  const [pending] = await db
    .select({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, REGISTER_NUMBER_PURPOSE),
        eq(oneTimeCodes.subject, mobileNumber),
        eq(oneTimeCodes.userGuid, caller.userGuid),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (pending === undefined) throw AppError.badRequest(NO_CODE_MESSAGE, 'code_not_found');
  if ((await takeAttempt(db, pending.id)) === undefined) {
    throw new ThrottledError(
      'Too many wrong codes. Please ask for a new code.',
      RESEND_INTERVAL_SECONDS,
    );
  }
  const expected = boundCodeHash(request.code, sha256(request.codeVerifier));
  if (!sameHash(expected, pending.codeHash)) {
    throw AppError.badRequest(WRONG_CODE_MESSAGE, 'code_wrong');
  }

  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.id, pending.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (spent === undefined) throw AppError.badRequest(NO_CODE_MESSAGE, 'code_used');
    // The line may have moved or closed while the text was on its way.
    const accountCode = await findPrepayAccount(tx, mobileNumber);
    for (const [claimType, claimValue] of [
      ['Account', accountCode],
      ['Line', mobileNumber],
    ] as const) {
      await tx
        .insert(claims)
        .values({ userGuid: caller.userGuid, claimType, claimValue, roles: ['AccountOwner'] })
        .onConflictDoUpdate({
          target: [claims.userGuid, claims.claimType, claims.claimValue],
          set: { roles: withOwner },
        });
    }
    await tx.insert(auditLog).values({
      actor: caller.userGuid,
      actorPool: caller.pool,
      action: 'prepay-number-added',
      accountCode,
      ip: request.ip,
      details: { mobileNumber },
    });
    return { accountCode, mobileNumber };
  });
}
