import type { Db } from '../../db/client';
import { outboxNotifier } from '../../notifications';
import { enforceLimits } from '../../platform/rate-limit';
import { sha256 } from '../../platform/secrets';
import { ONE_TIME_CODE_LIMITS } from '../../config/rate-limits';
import { issueOneTimeCode } from '../iam/issue-one-time-code';
import { boundCodeHash, sixDigitCode } from '../iam/one-time-code';
import { RECOVERY_MESSAGES } from './messages';
import type { CodeChannel, RegistrableAccount } from './registrable-account';

export const REGISTER_ACCOUNT_PURPOSE = 'register-account';
export const REGISTER_CODE_TTL_MS = 10 * 60_000;

/**
 * Whose codes a row holds: the account and the browser that asked (a hash of its cookie
 * secret), so only the newest code of that browser counts and no other browser can use it.
 */
export function registerCodeSubject(accountCode: string, browserSecret: string): string {
  return `${accountCode}:${sha256(browserSecret)}`;
}

/**
 * Sends a six-digit code to the chosen billing contact of the account, under the one-time
 * code send limits (one a minute and five a day to one address). The code is stored hashed
 * with the browser's secret, so a database read or a code read over a shoulder is of no use
 * in another browser. Returns the masked address the code went to.
 */
export async function sendRegisterCode(
  db: Db,
  input: {
    account: RegistrableAccount;
    channel: CodeChannel;
    browserSecret: string;
    now?: Date;
  },
): Promise<string> {
  const destination = input.account.destinations.find((each) => each.channel === input.channel);
  if (destination === undefined) throw new Error(`no ${input.channel} on the account`);
  const now = input.now ?? new Date();
  const subject = registerCodeSubject(input.account.accountCode, input.browserSecret);
  const code = sixDigitCode();
  await db.transaction(async (tx) => {
    await enforceLimits(
      tx,
      [{ limit: ONE_TIME_CODE_LIMITS.perNumberBurst, subject: destination.address }],
      { message: RECOVERY_MESSAGES.codeRecentlySent, code: 'code_recently_sent' },
      now,
    );
    await enforceLimits(
      tx,
      [{ limit: ONE_TIME_CODE_LIMITS.perNumberDaily, subject: destination.address }],
      { message: RECOVERY_MESSAGES.dailyCodeLimit, code: 'daily_code_limit' },
      now,
    );
    await issueOneTimeCode(tx, {
      purpose: REGISTER_ACCOUNT_PURPOSE,
      subject,
      userGuid: null,
      codeHash: boundCodeHash(code, input.browserSecret),
      now,
      ttlMs: REGISTER_CODE_TTL_MS,
    });
    const text = `Your code to register for account ${input.account.accountCode} is ${code}. It works for 10 minutes.`;
    await outboxNotifier(tx).send(
      input.channel === 'email'
        ? {
            channel: 'email',
            recipient: destination.address,
            subject: 'Your code to register',
            body: `${text}\n\nIf you did not ask for it, you can ignore this email.`,
          }
        : { channel: 'sms', recipient: destination.address, body: text },
    );
  });
  return destination.masked;
}
