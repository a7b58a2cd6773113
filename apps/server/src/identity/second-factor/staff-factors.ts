import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys, staffSecondFactors } from '../../db/schema';
import { openSecret, sealSecret } from '../../db/sealed-secrets';
import type { FactorKeys } from './factor-keys';
import { checkTotp, newTotpSecret, type TotpCheck } from './totp';

/** What a staff log-in has as its second factor, for the second step of its sign-in. */
export type StaffFactorState =
  | { kind: 'none' }
  | { kind: 'enrolling' }
  | { kind: 'enrolled'; factors: readonly SecondFactorKind[] };

/**
 * The kinds of second factor a staff log-in may have: a confirmed authenticator app (TOTP)
 * and passkeys (rows of `passkeys`, decision 056). The second step lists what a log-in has,
 * so each kind gets its own way through that page.
 */
export type SecondFactorKind = 'totp' | 'passkey';

/**
 * Enrolled when the log-in has a confirmed app or any passkey; enrolling when an app's
 * secret is shown but not yet confirmed by a code, and there is no passkey.
 */
export async function staffFactorState(db: Db, userGuid: string): Promise<StaffFactorState> {
  const [row] = await db
    .select({ confirmedAt: staffSecondFactors.confirmedAt })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userGuid, userGuid));
  const [passkey] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userGuid, userGuid))
    .limit(1);
  const factors: SecondFactorKind[] = [];
  if (row?.confirmedAt != null) factors.push('totp');
  if (passkey !== undefined) factors.push('passkey');
  if (factors.length > 0) return { kind: 'enrolled', factors };
  return row === undefined ? { kind: 'none' } : { kind: 'enrolling' };
}

/**
 * Forgets an app secret shown but never confirmed: once a log-in enrolled with a passkey,
 * a code of that secret must not confirm a second factor behind the person's back.
 */
export async function dropUnconfirmedTotp(db: Db, userGuid: string): Promise<void> {
  await db
    .delete(staffSecondFactors)
    .where(and(eq(staffSecondFactors.userGuid, userGuid), isNull(staffSecondFactors.confirmedAt)));
}

/**
 * The secret of an enrolment under way, made and stored (sealed) when there is none, so a
 * reload of the page shows the same one. Undefined when the log-in is enrolled already.
 */
export async function enrolmentSecret(
  db: Db,
  keys: FactorKeys,
  userGuid: string,
): Promise<string | undefined> {
  await db
    .insert(staffSecondFactors)
    .values({ userGuid, sealedSecret: sealSecret(keys.current, userGuid, newTotpSecret()) })
    .onConflictDoNothing({ target: staffSecondFactors.userGuid });
  const [row] = await db
    .select({
      sealed: staffSecondFactors.sealedSecret,
      confirmedAt: staffSecondFactors.confirmedAt,
    })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userGuid, userGuid));
  if (row === undefined || row.confirmedAt !== null) return undefined;
  return openSecret(keys.all, userGuid, row.sealed);
}

export type CodeCheck = TotpCheck | { ok: false; reason: 'no-factor' };

/**
 * Checks a code against the log-in's secret and, when right, records its step in the same
 * statement that requires it to be newer than the last one, so two submissions of one code
 * racing each other cannot both pass. The first right code confirms an enrolment.
 */
export async function checkStaffCode(
  db: Db,
  keys: FactorKeys,
  userGuid: string,
  code: string,
  now: Date = new Date(),
): Promise<CodeCheck> {
  const [row] = await db
    .select({
      sealed: staffSecondFactors.sealedSecret,
      lastUsedStep: staffSecondFactors.lastUsedStep,
    })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userGuid, userGuid));
  const secret = row === undefined ? undefined : openSecret(keys.all, userGuid, row.sealed);
  if (row === undefined || secret === undefined) return { ok: false, reason: 'no-factor' };
  const result = checkTotp(secret, code, now.getTime(), row.lastUsedStep);
  if (!result.ok) return result;
  const updated = await db
    .update(staffSecondFactors)
    .set({
      lastUsedStep: result.step,
      confirmedAt: sql`coalesce(${staffSecondFactors.confirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(staffSecondFactors.userGuid, userGuid),
        or(
          isNull(staffSecondFactors.lastUsedStep),
          lt(staffSecondFactors.lastUsedStep, result.step),
        ),
      ),
    )
    .returning({ userGuid: staffSecondFactors.userGuid });
  return updated.length === 1 ? result : { ok: false, reason: 'used' };
}
