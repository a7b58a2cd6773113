import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import { auditLog, claims, identities, oneTimeCodes } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { boundCodeHash, sameHash } from '../iam/one-time-code';
import { requireAcceptablePassword } from '../iam/new-password-rule';
import { MAX_CODE_ATTEMPTS } from '../iam/register-number-rules';
import { customerWithEmail } from '../iam/invitations/open-invitation';
import { isUniqueViolation } from '../iam/unique-violation';
import { normaliseEmail } from '../interactions/verify-credentials';
import { RECOVERY_MESSAGES } from './messages';
import { findRegistrableAccount } from './registrable-account';
import { REGISTER_ACCOUNT_PURPOSE, registerCodeSubject } from './send-register-code';

export interface RegistrationForm {
  accountNumber: string;
  code: string;
  email: string;
  password: string;
  confirm: string;
}

/** Roughly an email: something, an @, a dot in the domain. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The owner's name as a log-in's first and last names. */
function splitName(ownerName: string): { firstName: string; lastName: string } {
  const [firstName = ownerName, ...rest] = ownerName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Checks the browser's newest code for the account, counting a wrong one against it; after
 * MAX_CODE_ATTEMPTS wrong tries, or once expired, the code is dead and a new one is needed.
 */
async function takeCode(
  tx: Tx,
  input: { accountCode: string; code: string; browserSecret: string; now: Date },
): Promise<'taken' | 'wrong' | 'dead'> {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, REGISTER_ACCOUNT_PURPOSE),
        eq(oneTimeCodes.subject, registerCodeSubject(input.accountCode, input.browserSecret)),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  if (row === undefined) return 'wrong';
  if (row.expiresAt <= input.now || row.attempts >= MAX_CODE_ATTEMPTS) return 'dead';
  if (!sameHash(boundCodeHash(input.code.trim(), input.browserSecret), row.codeHash)) {
    await tx
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, row.id));
    return 'wrong';
  }
  await tx.update(oneTimeCodes).set({ consumedAt: input.now }).where(eq(oneTimeCodes.id, row.id));
  return 'taken';
}

function codeRefusal(outcome: 'wrong' | 'dead'): AppError {
  return outcome === 'wrong'
    ? AppError.badRequest(RECOVERY_MESSAGES.wrongCode, 'wrong_code')
    : new AppError({
        code: 'code_expired',
        statusCode: 410,
        title: 'Gone',
        message: RECOVERY_MESSAGES.codeExpired,
      });
}

/**
 * POST /idp/register/complete: with the code sent to the account's billing contact, a new
 * customer log-in with the owner's claim on that account (AccountOwner, as spec section 6
 * gives an owner). A wrong code counts against the code and grants nothing; so does an
 * email that already has a log-in. The person then signs in as anyone does.
 */
export async function completeRegistration(
  db: Db,
  input: RegistrationForm & { browserSecret: string | undefined; ip: string },
): Promise<{ accountCode: string; email: string }> {
  const email = normaliseEmail(input.email);
  const account = await findRegistrableAccount(db, input.accountNumber);
  if (account === undefined) {
    throw AppError.badRequest(RECOVERY_MESSAGES.accountNotRegistrable, 'account_not_registrable');
  }
  if (input.browserSecret === undefined) {
    throw AppError.badRequest(RECOVERY_MESSAGES.wrongCode, 'wrong_code');
  }
  const browserSecret = input.browserSecret;
  if (email.length > 320 || !EMAIL_SHAPE.test(email)) {
    throw AppError.badRequest(RECOVERY_MESSAGES.emailNeeded, 'email_needed');
  }
  if (input.password !== input.confirm) {
    throw AppError.badRequest(RECOVERY_MESSAGES.passwordsDiffer, 'passwords_differ');
  }
  const names = splitName(account.ownerName);
  const [localPart = ''] = email.split('@');
  requireAcceptablePassword(input.password, [email, localPart, names.firstName, names.lastName]);
  const passwordHash = await hashPassword(input.password);
  const userGuid = randomUUID();
  let outcome: 'taken' | 'wrong' | 'dead';
  try {
    // A wrong code's count commits; everything else rolls back with a refusal.
    outcome = await db.transaction(async (tx) => {
      const now = new Date();
      const code = await takeCode(tx, {
        accountCode: account.accountCode,
        code: input.code,
        browserSecret,
        now,
      });
      if (code !== 'taken') return code;
      if ((await customerWithEmail(tx, email)) !== undefined) {
        throw AppError.conflict(RECOVERY_MESSAGES.emailTaken, 'email_taken');
      }
      await tx.insert(identities).values({
        userGuid,
        poolKey: 'customer',
        email,
        passwordHash,
        ...names,
        allowedExposureLevel: 'Customer',
        passwordChangedAt: now,
      });
      await tx.insert(claims).values({
        userGuid,
        claimType: 'Account',
        claimValue: account.accountCode,
        roles: ['AccountOwner'],
      });
      await tx.insert(auditLog).values({
        actor: userGuid,
        actorPool: 'customer',
        action: 'log-in-registered',
        accountCode: account.accountCode,
        ip: input.ip,
      });
      return code;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.conflict(RECOVERY_MESSAGES.emailTaken, 'email_taken');
    }
    throw error;
  }
  if (outcome !== 'taken') throw codeRefusal(outcome);
  return { accountCode: account.accountCode, email };
}
