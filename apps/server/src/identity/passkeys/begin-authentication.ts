import { eq } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import { storeChallenge } from './challenges';
import type { RelyingParty } from './relying-party';

/**
 * The options for the browser's "sign in with a passkey" on one sign-in page. With no
 * person named, any passkey of the portal's may answer (the browser offers the ones it
 * holds, also in the email field's autofill). Naming a person (a second step after their
 * password, say) offers only theirs.
 */
export async function beginPasskeySignIn(
  db: Db,
  rp: RelyingParty,
  interactionUid: string,
  userGuid?: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allowCredentials =
    userGuid === undefined
      ? []
      : (
          await db
            .select({ id: passkeys.credentialId, transports: passkeys.transports })
            .from(passkeys)
            .where(eq(passkeys.userGuid, userGuid))
        ).map((row) => ({ id: row.id, transports: row.transports }));
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials,
    userVerification: 'preferred',
  });
  await storeChallenge(db, { purpose: 'authentication', interactionUid }, options.challenge);
  return options;
}
