import { randomInt, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../../platform/secrets';

/** A code a person types from an SMS. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
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
