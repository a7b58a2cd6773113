import { randomBytes } from 'node:crypto';
import { randomSecret, sha256 } from '../platform/secrets';

/**
 * The code verifier the spec describes: four random 32-bit numbers, hashed (SHA-256) and
 * base64url-encoded, which gives the 43 characters RFC 7636 asks for at minimum.
 */
export function newCodeVerifier(): string {
  return sha256(randomBytes(16));
}

export function codeChallengeS256(verifier: string): string {
  return sha256(verifier);
}

export function newState(): string {
  return randomSecret(16);
}
