import { createHash, randomBytes } from 'node:crypto';

/** The link's token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newReturnToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashReturnToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The path of the page the customer's message links to. */
export function returnLinkPath(token: string): string {
  return `/confirm-delivery-address?token=${encodeURIComponent(token)}`;
}
