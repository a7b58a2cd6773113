import { and, eq } from 'drizzle-orm';
import type { SecondFactorReset } from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { auditLog, identities, passkeys, staffSecondFactors } from '../../db/schema';
import { endEverySignIn } from '../../db/sign-ins/end-every-sign-in';
import { AppError } from '../../platform/app-error';

export const SECOND_FACTOR_RESET_ACTION = 'staff-second-factor-reset';

/**
 * Recovery of a staff second factor (decisions 054, 056): another staff member removes it
 * (the app's secret and any passkeys), with a reason, and the colleague enrols a new one at
 * their next sign-in. Nobody resets their own (that would let a stolen password replace the factor). The colleague's sign-ins end
 * too: whoever held one (the reason for a reset may be a lost or stolen device) must sign
 * in again with the new factor. The removal, the ended sign-ins and the audit entry (who,
 * whom, when, why, from where) are one transaction.
 */
export async function resetSecondFactor(
  db: Db,
  input: { caller: Caller; email: string; reason: string; ip: string },
): Promise<SecondFactorReset> {
  const email = input.email.trim().toLowerCase();
  const [colleague] = await db
    .select({
      userGuid: identities.userGuid,
      email: identities.email,
      firstName: identities.firstName,
      lastName: identities.lastName,
    })
    .from(identities)
    .where(and(eq(identities.poolKey, 'StaffIdentity'), eq(identities.email, email)));
  if (colleague === undefined) {
    throw AppError.notFound('There is no staff log-in with that email.');
  }
  if (colleague.userGuid === input.caller.userGuid) {
    throw AppError.forbidden(
      'You cannot reset your own second factor. Ask another staff member to do it.',
      'own_second_factor',
    );
  }
  const resetAt = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(staffSecondFactors).where(eq(staffSecondFactors.userGuid, colleague.userGuid));
    // Staff passkeys are second factors too (decision 056).
    await tx.delete(passkeys).where(eq(passkeys.userGuid, colleague.userGuid));
    await endEverySignIn(tx, colleague.userGuid);
    await tx.insert(auditLog).values({
      actor: input.caller.userGuid,
      actorPool: input.caller.pool,
      action: SECOND_FACTOR_RESET_ACTION,
      at: resetAt,
      ip: input.ip,
      details: {
        staffUserGuid: colleague.userGuid,
        staffEmail: colleague.email,
        reason: input.reason,
      },
    });
  });
  return {
    email: colleague.email,
    name: `${colleague.firstName} ${colleague.lastName}`.trim(),
    resetAt: resetAt.toISOString(),
  };
}
