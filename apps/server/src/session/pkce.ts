import { createHash, randomBytes } from 'node:crypto';

/**
 * The code verifier the spec describes: four random 32-bit numbers, hashed (SHA-256) and
 * base64url-encoded, which gives the 43 characters RFC 7636 asks for at minimum.
 */
export function newCodeVerifier(): string {
  return createHash('sha256').update(randomBytes(16)).digest('base64url');
}

export function codeChallengeS256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function newState(): string {
  return randomBytes(16).toString('base64url');
}
