import { randomBytes } from 'node:crypto';

/**
 * Saving a card (second provider) leaves no row of ours until it succeeds, so the gateway
 * transaction's merchant reference names the account: processing it for another account is
 * then a 404.
 */
export function cardAuthorisationReference(accountCode: string): string {
  return `card:${accountCode}:${randomBytes(12).toString('hex')}`;
}

export function isCardAuthorisationOf(reference: string, accountCode: string): boolean {
  return reference.startsWith(`card:${accountCode}:`);
}
