import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RegisterNumberInitiated, RegisterNumberInitiateRequest } from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { oneTimeCodes, rateLimitCounters } from '../../db/schema';
import { outboxNotifier } from '../../notifications';
import { AppError } from '../../platform/app-error';
import { PORTAL_CLIENT_ID } from '../provider/portal-client';
import { requireCustomer } from './caller-of';
import { boundCodeHash, sixDigitCode } from './one-time-code';
import {
  CODE_TTL_MS,
  findPrepayAccount,
  isAlreadyClaimed,
  REGISTER_NUMBER_PURPOSE,
  RESEND_INTERVAL_SECONDS,
} from './register-number-rules';
import { ThrottledError } from '../../platform/throttled-error';

/**
 * Takes the number's send slot for the next minute in one statement, so two requests at
 * the same moment cannot both send. Returns the seconds to wait when the slot is taken.
 */
async function takeSendSlot(db: Db, mobileNumber: string, now: Date): Promise<number | undefined> {
  const resetAt = new Date(now.getTime() + RESEND_INTERVAL_SECONDS * 1000);
  const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [slot] = await db
    .insert(rateLimitCounters)
    .values({ key: `iam-register-number:${mobileNumber}`, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  if (slot === undefined || slot.count <= 1) return undefined;
  return Math.max(1, Math.ceil((slot.resetAt.getTime() - now.getTime()) / 1000));
}

/**
 * POST /iam/registerNumber/initiate, the first step of adding a prepay number (spec
 * section 4): a code goes by SMS to the number itself, so only whoever holds the phone can
 * finish. The code is bound to the client's PKCE challenge, checked again at verify.
 */
export async function initiateRegisterNumber(
  db: Db,
  caller: Caller,
  request: RegisterNumberInitiateRequest,
): Promise<RegisterNumberInitiated> {
  requireCustomer(caller);
  const { mobileNumber, otpInitiateRequest: otp } = request;
  if (otp.client_id !== PORTAL_CLIENT_ID || otp.login_hint !== mobileNumber) {
    throw AppError.badRequest('This request to add a number is not valid.', 'otp_request_invalid');
  }
  const accountCode = await findPrepayAccount(db, mobileNumber);
  if (await isAlreadyClaimed(db, caller.userGuid, { mobileNumber, accountCode })) {
    throw AppError.conflict('This number is already on your account.', 'number_already_claimed');
  }

  const code = sixDigitCode();
  const now = new Date();
  await db.transaction(async (tx) => {
    const wait = await takeSendSlot(tx, mobileNumber, now);
    if (wait !== undefined) {
      throw new ThrottledError(
        'A code was sent to this number a moment ago. Please wait before asking for another.',
        wait,
        'code_recently_sent',
      );
    }
    // Only the newest code counts, so an older text cannot be used after a resend.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.purpose, REGISTER_NUMBER_PURPOSE),
          eq(oneTimeCodes.subject, mobileNumber),
          eq(oneTimeCodes.userGuid, caller.userGuid),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      id: randomUUID(),
      purpose: REGISTER_NUMBER_PURPOSE,
      subject: mobileNumber,
      userGuid: caller.userGuid,
      codeHash: boundCodeHash(code, otp.code_challenge),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    await outboxNotifier(tx).send({
      channel: 'sms',
      recipient: mobileNumber,
      body: `Your code to add ${mobileNumber} to your account is ${code}`,
    });
  });
  return { userGuid: caller.userGuid, mobileNumber, lastOtpSentTime: now.toISOString() };
}
