import { randomUUID } from 'node:crypto';
import { randomSecret, sha256 } from '../../platform/secrets';
import type { Db } from '../../db/client';
import { auditLog, oneTimeCodes } from '../../db/schema';

export const STAFF_TOKEN_PURPOSE = 'staff-access';
/** A staff token is for one click: single use, and gone within a minute. */
export const STAFF_TOKEN_TTL_MS = 60_000;

export function staffTokenHash(token: string): string {
  return sha256(token);
}

/**
 * A sales person opens an account as its customer sees it. The link they follow carries a
 * single-use token; the opening is written to the audit log (who, which account, when,
 * from where) whether or not the link is then used.
 */
export async function issueStaffToken(
  db: Db,
  input: { staffGuid: string; accountCode: string; ip: string },
): Promise<string> {
  const token = randomSecret();
  await db.transaction(async (tx) => {
    await tx.insert(oneTimeCodes).values({
      id: randomUUID(),
      purpose: STAFF_TOKEN_PURPOSE,
      subject: input.accountCode,
      userGuid: input.staffGuid,
      codeHash: staffTokenHash(token),
      expiresAt: new Date(Date.now() + STAFF_TOKEN_TTL_MS),
    });
    await tx.insert(auditLog).values({
      actor: input.staffGuid,
      actorPool: 'StaffIdentity',
      action: 'staff-open-account',
      accountCode: input.accountCode,
      ip: input.ip,
    });
  });
  return token;
}
