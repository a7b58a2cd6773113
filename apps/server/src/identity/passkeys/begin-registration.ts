import { eq } from 'drizzle-orm';
import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import { storeChallenge } from './challenges';
import type { RelyingParty } from './relying-party';
import { userHandleOf } from './user-handle';

export interface PasskeyOwner {
  userGuid: string;
  email: string;
  displayName: string;
}

/**
 * The options for the browser's "create a passkey": a discoverable credential (so sign-in
 * needs no email first), user verification preferred, no attestation (the portal trusts any
 * authenticator the person chooses). Passkeys the person has already are excluded, so the
 * same authenticator is not added twice.
 */
export async function beginPasskeyRegistration(
  db: Db,
  rp: RelyingParty,
  owner: PasskeyOwner,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userGuid, owner.userGuid));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(owner.userGuid),
    userName: owner.email,
    userDisplayName: owner.displayName,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(
    db,
    { purpose: 'registration', userGuid: owner.userGuid },
    options.challenge,
  );
  return options;
}
