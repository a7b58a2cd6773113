import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { demoSealingKey, type SealingKey } from '../../db/sealed-secrets';
import { idpKeys } from '../../db/schema';
import { randomSecret } from '../../platform/secrets';

/**
 * The keys that seal staff second-factor secrets (decision 054), kept in `idp_keys` with use
 * `enc` beside the provider's other keys. The first is made on first use.
 */
export const FACTOR_KEY_NAME = 'factor-1';

const keyMaterialSchema = z.object({ secret: z.string().min(43) });

export interface FactorKeys {
  /** The key new secrets are sealed with. */
  current: SealingKey;
  /** Every key that may open a sealed secret, by name. */
  all: ReadonlyMap<string, Buffer>;
}

function keyOf(material: unknown): Buffer {
  const key = Buffer.from(keyMaterialSchema.parse(material).secret, 'base64url');
  if (key.length !== 32) throw new Error('identity: a factor key is not 256 bits');
  return key;
}

/**
 * The deployment's factor keys, newest first (two processes racing to make the first both
 * read the row that won). The public demo key opens the demo data's secrets, and only
 * outside production.
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
  if (options.allowDemoKey) {
    const demo = demoSealingKey();
    all.set(demo.name, demo.key);
  }
  return { current: { name: newest.name, key: keyOf(newest.material) }, all };
}
