import { and, eq, sql } from 'drizzle-orm';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { z } from 'zod';
import type { authenticationResponseSchema } from '@portal/contracts';
import type { Db } from '../../db/client';
import { identities, passkeys } from '../../db/schema';
import type { Pool } from '../pools';
import { challengeOfResponse, takeChallenge } from './challenges';
import type { RelyingParty } from './relying-party';
import { userGuidOfHandle } from './user-handle';

export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

export type PasskeySignIn =
  { ok: true; userGuid: string; passkeyId: string } | { ok: false; reason: string };

/** What a sign-in with a passkey must match beyond the signature. */
export interface PasskeySignInExpectation {
  /** The sign-in page the challenge was given to. */
  interactionUid: string;
  /** The pool being signed in to: a passkey of the other pool's log-in signs nobody in. */
  pool: Pool;
  /** When the person is known already (a second step), the passkey must be theirs. */
  userGuid?: string;
}

const refused = (reason: string): PasskeySignIn => ({ ok: false, reason });

/**
 * Checks a passkey's answer on a sign-in page. The page's challenge is used up first, so the
 * same answer sent twice finds none; the signature is checked with the stored public key;
 * the sign counter, when the authenticator keeps one, must have grown and is moved on in the
 * same statement that checks it, so two copies of one answer cannot both pass. Reasons are
 * for the logs only; the person hears one message for every refusal.
 */
export async function verifyPasskeySignIn(
  db: Db,
  rp: RelyingParty,
  expected: PasskeySignInExpectation,
  response: AuthenticationResponse,
  now: Date = new Date(),
): Promise<PasskeySignIn> {
  const challenge = challengeOfResponse(response.response.clientDataJSON);
  const binding = { purpose: 'authentication', interactionUid: expected.interactionUid } as const;
  if (challenge === undefined || !(await takeChallenge(db, binding, challenge, now))) {
    return refused('no live challenge of this sign-in page answered');
  }

  const [stored] = await db
    .select({ passkey: passkeys, poolKey: identities.poolKey })
    .from(passkeys)
    .innerJoin(identities, eq(identities.userGuid, passkeys.userGuid))
    .where(eq(passkeys.credentialId, response.id))
    .limit(1);
  if (stored === undefined) return refused('unknown credential');
  const { passkey } = stored;
  if (stored.poolKey !== expected.pool) return refused('passkey of the other pool');
  if (expected.userGuid !== undefined && expected.userGuid !== passkey.userGuid) {
    return refused('passkey of another person');
  }
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== '' && userGuidOfHandle(handle) !== passkey.userGuid) {
    return refused('user handle names another person');
  }

  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.signCount,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    if (!verification.verified) return refused('signature not verified');
    newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    return refused(error instanceof Error ? error.message : 'verification failed');
  }

  // A counter of 0 means the authenticator keeps none (many synced passkeys): only the
  // single-use challenge stands against a copy then.
  const moved = await db
    .update(passkeys)
    .set({ signCount: newCounter, lastUsedAt: now })
    .where(
      and(
        eq(passkeys.id, passkey.id),
        sql`(${passkeys.signCount} < ${newCounter} or (${passkeys.signCount} = 0 and ${newCounter} = 0))`,
      ),
    )
    .returning({ id: passkeys.id });
  if (moved.length === 0) return refused('sign counter did not grow');
  return { ok: true, userGuid: passkey.userGuid, passkeyId: passkey.id };
}
