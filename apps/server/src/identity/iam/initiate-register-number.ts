import type { RegisterNumberInitiated, RegisterNumberInitiateRequest } from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { outboxNotifier } from '../../notifications';
import { AppError } from '../../platform/app-error';
import { PORTAL_CLIENT_ID } from '../provider/portal-client';
import { requireCustomer } from './caller-of';
import { issueOneTimeCode } from './issue-one-time-code';
import { boundCodeHash, sixDigitCode } from './one-time-code';
import {
  CODE_TTL_MS,
  findPrepayAccount,
  isAlreadyClaimed,
  REGISTER_NUMBER_PURPOSE,
} from './register-number-rules';
import { enforceLimits } from '../../platform/rate-limit';
import { ONE_TIME_CODE_LIMITS } from '../../config/rate-limits';

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
    await enforceLimits(
      tx,
      [{ limit: ONE_TIME_CODE_LIMITS.perNumberBurst, subject: mobileNumber }],
      {
        message:
          'A code was sent to this number a moment ago. Please wait before asking for another.',
        code: 'code_recently_sent',
      },
      now,
    );
    await enforceLimits(
      tx,
      [
        { limit: ONE_TIME_CODE_LIMITS.perNumberDaily, subject: mobileNumber },
        { limit: ONE_TIME_CODE_LIMITS.perIdentityDaily, subject: caller.userGuid },
      ],
      { message: 'That is as many codes as we can send in a day.', code: 'daily_code_limit' },
      now,
    );
    await issueOneTimeCode(tx, {
      purpose: REGISTER_NUMBER_PURPOSE,
      subject: mobileNumber,
      userGuid: caller.userGuid,
      codeHash: boundCodeHash(code, otp.code_challenge),
      now,
      ttlMs: CODE_TTL_MS,
    });
    await outboxNotifier(tx).send({
      channel: 'sms',
      recipient: mobileNumber,
      body: `Your code to add ${mobileNumber} to your account is ${code}`,
    });
  });
  return { userGuid: caller.userGuid, mobileNumber, lastOtpSentTime: now.toISOString() };
}
