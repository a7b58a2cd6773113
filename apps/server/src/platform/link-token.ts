import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of a single-use link sent in a message (a modem return, an invitation):
 * 32 random bytes, URL-safe. Only its hash is stored, so a database read gives no usable link.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
