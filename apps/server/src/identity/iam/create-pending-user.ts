import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { USER_MESSAGES, type CreateUserRequest, type PendingUser } from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { accounts, auditLog, claims, identities, pendingUsers } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { requireAccountOwner } from './account-owner';
import { sendInvitation } from './invitations/send-invitation';
import { isUniqueViolation } from './unique-violation';

export const SAVE_USER_FAILED_MESSAGE = USER_MESSAGES.notSaved;

function duplicate(): AppError {
  return AppError.conflict(SAVE_USER_FAILED_MESSAGE, 'user_exists');
}

async function isAlreadyUser(db: Db, accountCode: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: claims.id })
    .from(claims)
    .innerJoin(identities, eq(identities.userGuid, claims.userGuid))
    .where(
      and(
        eq(identities.poolKey, 'customer'),
        eq(identities.email, email),
        eq(claims.claimType, 'Account'),
        eq(claims.claimValue, accountCode),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * POST /iam/users: an account owner invites an authorised user. Spec section 6 fixes the
 * grant (AccountRead on this one account, exposure Customer, no welcome message; the
 * schema refuses anything else). The person is pending until they take up the invitation,
 * which goes by email with a single-use link (invitations/); the invitation is not the
 * welcome message the spec rules out.
 */
export async function createPendingUser(
  db: Db,
  caller: Caller,
  request: CreateUserRequest,
  publicUrl: string,
): Promise<PendingUser> {
  const [claim] = request.claims;
  if (claim === undefined) throw AppError.badRequest(SAVE_USER_FAILED_MESSAGE);
  const accountCode = claim.claimValue;
  await requireAccountOwner(db, caller, accountCode);

  const [account] = await db
    .select({ accountName: accounts.accountName })
    .from(accounts)
    .where(eq(accounts.accountCode, accountCode))
    .limit(1);
  if (account === undefined) throw AppError.notFound('We could not find that account.');
  const email = request.email.trim().toLowerCase();
  if (await isAlreadyUser(db, accountCode, email)) throw duplicate();

  const now = new Date();
  const id = randomUUID();
  let expiresAt = now;

  try {
    await db.transaction(async (tx) => {
      // An expired invitation for the same person gives way to the new one.
      await tx
        .delete(pendingUsers)
        .where(
          and(
            eq(pendingUsers.accountCode, accountCode),
            eq(pendingUsers.email, email),
            lte(pendingUsers.expiresAt, now),
          ),
        );
      await tx.insert(pendingUsers).values({
        id,
        accountCode,
        firstName: request.firstName,
        lastName: request.lastName,
        dateOfBirth: request.dateOfBirth,
        email,
        mobileNumber: request.mobileNumber,
        roles: ['AccountRead'],
        invitedBy: caller.userGuid,
        createdAt: now,
        expiresAt: now,
      });
      await tx.insert(auditLog).values({
        actor: caller.userGuid,
        actorPool: caller.pool,
        action: 'authorised-user-invited',
        accountCode,
        details: { name: `${request.firstName} ${request.lastName}` },
      });
      ({ expiresAt } = await sendInvitation(tx, { pendingUserId: id, publicUrl, now }));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return {
    id,
    firstName: request.firstName,
    lastName: request.lastName,
    email,
    invitedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}
