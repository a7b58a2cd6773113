import { eq } from 'drizzle-orm';
import type { AlternateContact, AlternateContactRequest } from '@portal/contracts';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { alternateContacts } from '../../db/schema';

type Row = typeof alternateContacts.$inferSelect;

function toContact(row: Row): AlternateContact {
  return {
    name: row.name,
    relationship: row.relationship,
    email: row.email,
    mobileNumber: row.mobileNumber,
    consentConfirmedAt: row.consentConfirmedAt.toISOString(),
  };
}

export async function getAlternateContact(
  db: Db,
  accountCode: string,
): Promise<AlternateContact | null> {
  const [row] = await db
    .select()
    .from(alternateContacts)
    .where(eq(alternateContacts.accountCode, accountCode));
  return row === undefined ? null : toContact(row);
}

/** Nominates the account's alternate contact, or changes who it is: one per account. */
export async function saveAlternateContact(
  db: Db,
  accountCode: string,
  caller: Caller,
  request: AlternateContactRequest,
  now: Date,
): Promise<AlternateContact> {
  const values = {
    name: request.name,
    relationship: request.relationship,
    email: request.email ?? null,
    mobileNumber: request.mobileNumber ?? null,
    consentConfirmedAt: now,
    nominatedBy: caller.userGuid,
    updatedAt: now,
  };
  const [row] = await db
    .insert(alternateContacts)
    .values({ accountCode, ...values })
    .onConflictDoUpdate({ target: alternateContacts.accountCode, set: values })
    .returning();
  if (row === undefined) throw new Error('alternate contact not recorded');
  return toContact(row);
}

export const alternateContactRemoved = 'Your alternate contact has been removed.';

/** Removes the alternate contact; removing one that is already gone changes nothing. */
export async function removeAlternateContact(db: Db, accountCode: string): Promise<null> {
  await db.delete(alternateContacts).where(eq(alternateContacts.accountCode, accountCode));
  return null;
}
