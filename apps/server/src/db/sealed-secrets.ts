import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in a column, sealed at rest (decision 054): AES-256-GCM, with the row's owner
 * as additional data, so a sealed secret copied onto another row does not open. The sealed
 * text names its key (`name.iv.ciphertext.tag`, base64url parts), so a newer key can be
 * added while older secrets still open. The identity module keeps the keys (idp_keys).
 *
 * `demo` is a key anyone can derive (below): the demo data's staff log-ins are sealed with
 * it so the seed stays deterministic and tests can compute their codes. The identity module
 * never opens it in production.
 */
export const DEMO_SEALING_KEY_NAME = 'demo';

export interface SealingKey {
  name: string;
  key: Buffer;
}

/** The public demo key: documented, derived from a fixed text, for demo data only. */
export function demoSealingKey(): SealingKey {
  const key = hkdfSync(
    'sha256',
    'portal demo staff second factor: not a secret',
    'portal',
    'demo/v1',
    32,
  );
  return { name: DEMO_SEALING_KEY_NAME, key: Buffer.from(key) };
}

function aad(owner: string): Buffer {
  return Buffer.from(`staff-second-factor:${owner}`);
}

/** Seals a secret for one owner (a log-in's id); a fresh random IV unless one is given. */
export function sealSecret(
  key: SealingKey,
  owner: string,
  secret: string,
  iv: Buffer = randomBytes(12),
): string {
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(aad(owner));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [key.name, ...parts].join('.');
}

/** The secret, or undefined when its key is unknown or it does not open for this owner. */
export function openSecret(
  keys: ReadonlyMap<string, Buffer>,
  owner: string,
  sealed: string,
): string | undefined {
  const [name, iv, body, tag, ...rest] = sealed.split('.');
  if (name === undefined || iv === undefined || body === undefined || tag === undefined) {
    return undefined;
  }
  const key = keys.get(name);
  if (key === undefined || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(owner));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const secret = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return secret.toString('utf8');
  } catch {
    return undefined;
  }
}
