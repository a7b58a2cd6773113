import { createHash, randomBytes } from 'node:crypto';

/** base64url of SHA-256: PKCE's S256, and how keys and single-use secrets are stored. */
export function sha256(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** A random secret for a cookie or a URL, base64url; 32 bytes (256 bits) unless said. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
