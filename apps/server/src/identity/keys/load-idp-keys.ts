import { desc, eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idpKeys } from '../../db/schema';
import { randomSecret } from '../../platform/secrets';

/** The private signing key's shape as stored; ES256 only (decision 004). */
const signingKeySchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().min(1),
  y: z.string().min(1),
  d: z.string().min(1),
  kid: z.string().min(1),
  alg: z.literal('ES256'),
  use: z.literal('sig'),
});
export type SigningKey = z.infer<typeof signingKeySchema>;

const cookieKeySchema = z.object({ secret: z.string().min(32) });

export interface IdpKeys {
  /** Newest first: oidc-provider signs with the first and still verifies with the rest. */
  signing: SigningKey[];
  /** Newest first: cookies are signed with the first and accepted with any. */
  cookie: string[];
}

async function makeSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return signingKeySchema.parse({ ...jwk, kid, alg: 'ES256', use: 'sig' });
}

function makeCookieKey(): z.infer<typeof cookieKeySchema> {
  return { secret: randomSecret() };
}

/**
 * Creates a key unless one of that name exists. Two processes starting together may both
 * make one; `on conflict do nothing` keeps the first, and both then read the same row.
 */
async function ensureKey(
  db: Db,
  name: string,
  use: 'sig' | 'cookie',
  make: () => Promise<object> | object,
): Promise<void> {
  const [existing] = await db
    .select({ name: idpKeys.name })
    .from(idpKeys)
    .where(eq(idpKeys.name, name));
  if (existing !== undefined) return;
  await db
    .insert(idpKeys)
    .values({ name, use, material: await make() })
    .onConflictDoNothing({ target: idpKeys.name });
}

/** The keys every process of this deployment shares; made on the very first start. */
export async function loadIdpKeys(db: Db): Promise<IdpKeys> {
  await ensureKey(db, 'signing-1', 'sig', makeSigningKey);
  await ensureKey(db, 'cookie-1', 'cookie', makeCookieKey);
  const rows = await db
    .select({ use: idpKeys.use, material: idpKeys.material })
    .from(idpKeys)
    .orderBy(desc(idpKeys.createdAt), desc(idpKeys.name));
  return {
    signing: rows
      .filter((row) => row.use === 'sig')
      .map((row) => signingKeySchema.parse(row.material)),
    cookie: rows
      .filter((row) => row.use === 'cookie')
      .map((row) => cookieKeySchema.parse(row.material).secret),
  };
}
