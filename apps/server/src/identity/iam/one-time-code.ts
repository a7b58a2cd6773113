import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** base64url of SHA-256: PKCE's S256, and how single-use secrets are stored. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** A code a person types from an SMS. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A secret for a URL: 256 bits. */
export function urlToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The stored form of an SMS code bound to the client's PKCE challenge. A six-digit code
 * alone could be found from its hash by trying a million values; with the challenge mixed
 * in, a database read reveals nothing usable, and only the client holding the verifier can
 * redeem the code, even if the SMS is seen by someone else.
 */
export function boundCodeHash(code: string, codeChallenge: string): string {
  return sha256(`${codeChallenge}.${code}`);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
