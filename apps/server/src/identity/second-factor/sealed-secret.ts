import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idpKeys } from '../../db/schema';
import { randomSecret } from '../../platform/secrets';

/**
 * Staff second-factor secrets are sealed at rest (decision 054): AES-256-GCM under a key
 * kept in `idp_keys` (use `enc`), with the log-in's id as additional data, so a sealed
 * secret copied onto another log-in does not open. The sealed text names its key, so a
 * newer key can be added while older secrets still open.
 *
 * `demo` is a key anyone can derive (below): the demo data's staff log-ins are sealed with
 * it so the seed stays deterministic and e2e tests can compute their codes. It never opens
 * anything in production.
 */
export const FACTOR_KEY_NAME = 'factor-1';
export const DEMO_FACTOR_KEY_NAME = 'demo';

const keyMaterialSchema = z.object({ secret: z.string().min(43) });

export interface FactorKeys {
  /** The key new secrets are sealed with. */
  current: { name: string; key: Buffer };
  /** Every key that may open a sealed secret, by name. */
  all: Map<string, Buffer>;
}

/** The public demo key: documented, derived from a fixed text, for demo data only. */
export function demoFactorKey(): Buffer {
  return Buffer.from(
    hkdfSync('sha256', 'portal demo staff second factor: not a secret', 'portal', 'demo/v1', 32),
  );
}

function keyOf(material: unknown): Buffer {
  const key = Buffer.from(keyMaterialSchema.parse(material).secret, 'base64url');
  if (key.length !== 32) throw new Error('identity: a factor key is not 256 bits');
  return key;
}

/**
 * The deployment's factor keys; the first is made on first use (two processes racing both
 * read the row that won). The demo key opens only outside production.
 */
export async function loadFactorKeys(
  db: Db,
  options: { allowDemoKey: boolean },
): Promise<FactorKeys> {
  await db
    .insert(idpKeys)
    .values({ name: FACTOR_KEY_NAME, use: 'enc', material: { secret: randomSecret(32) } })
    .onConflictDoNothing({ target: idpKeys.name });
  const rows = await db
    .select({ name: idpKeys.name, material: idpKeys.material })
    .from(idpKeys)
    .where(eq(idpKeys.use, 'enc'))
    .orderBy(desc(idpKeys.createdAt), desc(idpKeys.name));
  const [newest] = rows;
  if (newest === undefined) throw new Error('identity: no factor key');
  const all = new Map(rows.map((row) => [row.name, keyOf(row.material)]));
  if (options.allowDemoKey) all.set(DEMO_FACTOR_KEY_NAME, demoFactorKey());
  return { current: { name: newest.name, key: keyOf(newest.material) }, all };
}

function aad(userGuid: string): Buffer {
  return Buffer.from(`staff-second-factor:${userGuid}`);
}

/** `name.iv.ciphertext.tag`, each part base64url. */
export function sealSecret(
  key: { name: string; key: Buffer },
  userGuid: string,
  secret: string,
  iv: Buffer = randomBytes(12),
): string {
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(aad(userGuid));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [key.name, ...parts].join('.');
}

/** The secret, or undefined when its key is unknown or it does not open for this log-in. */
export function openSecret(
  keys: Map<string, Buffer>,
  userGuid: string,
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
    decipher.setAAD(aad(userGuid));
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
