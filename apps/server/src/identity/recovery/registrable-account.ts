import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts } from '../../db/schema';
import { maskEmail, maskMobile } from './mask-contact';

export type CodeChannel = 'email' | 'mobile';

export interface RegistrableAccount {
  accountCode: string;
  ownerName: string;
  /** Where a code can go, with what the page shows of it. */
  destinations: { channel: CodeChannel; address: string; masked: string }[];
}

/** Account numbers are digits; spaces people type from a bill are dropped. */
export function normaliseAccountNumber(input: string): string {
  return input.replace(/\s/g, '');
}

/**
 * The account a log-in may be registered for: open (not cancelled), with a billing email or
 * billing mobile to send the code to. Unknown, cancelled and unreachable accounts all answer
 * undefined, so the page says the same for each.
 */
export async function findRegistrableAccount(
  db: Db | Tx,
  accountNumber: string,
  now = new Date(),
): Promise<RegistrableAccount | undefined> {
  const code = normaliseAccountNumber(accountNumber);
  if (!/^\d{1,20}$/.test(code)) return undefined;
  const [account] = await db
    .select({
      accountCode: accounts.accountCode,
      ownerName: accounts.ownerName,
      billingEmail: accounts.billingEmail,
      billingMobileNumber: accounts.billingMobileNumber,
      dateCancelled: accounts.dateCancelled,
    })
    .from(accounts)
    .where(eq(accounts.accountCode, code))
    .limit(1);
  if (account === undefined) return undefined;
  if (account.dateCancelled !== null && account.dateCancelled <= now) return undefined;
  const destinations: RegistrableAccount['destinations'] = [];
  if (account.billingEmail !== null && account.billingEmail !== '') {
    destinations.push({
      channel: 'email',
      address: account.billingEmail,
      masked: maskEmail(account.billingEmail),
    });
  }
  if (account.billingMobileNumber !== null && account.billingMobileNumber !== '') {
    destinations.push({
      channel: 'mobile',
      address: account.billingMobileNumber,
      masked: maskMobile(account.billingMobileNumber),
    });
  }
  if (destinations.length === 0) return undefined;
  return { accountCode: account.accountCode, ownerName: account.ownerName, destinations };
}
