import { randomBytes } from 'node:crypto';

/**
 * The transaction id is also the hosted page's only credential, so it is unguessable:
 * 160 random bits.
 */
export function newTransactionId(): string {
  return `gtx_${randomBytes(20).toString('hex')}`;
}

export function newCardToken(): string {
  return `tok_${randomBytes(20).toString('hex')}`;
}
