import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import {
  PASSKEY_MESSAGES,
  PASSKEY_NAME_MAX,
  type AddPasskeyRequest,
  type Passkey,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { auditLog, passkeys } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { isUniqueViolation } from '../iam/unique-violation';
import { challengeOfResponse, takeChallenge } from './challenges';
import { toPasskey } from './find-passkeys';
import type { Pool } from '../pools';
import type { RelyingParty } from './relying-party';

/**
 * A new passkey's name: the one suggested (the browser and device it was made on, say) or
 * "Passkey", made unique among the person's own by a number: "Passkey", "Passkey 2", …
 * The person renames it as they like afterwards.
 */
export function newPasskeyName(taken: readonly string[], suggested = 'Passkey'): string {
  const names = new Set(taken);
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : ` ${String(n)}`;
    const name = `${suggested.slice(0, PASSKEY_NAME_MAX - suffix.length)}${suffix}`;
    if (!names.has(name)) return name;
  }
}

function notAdded(logMessage: string): AppError {
  return new AppError({
    code: 'passkey_not_added',
    statusCode: 400,
    title: 'Bad Request',
    message: PASSKEY_MESSAGES.notAdded,
    logMessage,
  });
}

/**
 * Checks the browser's new credential against the person's live registration challenge (used
 * up here, whatever the outcome) and keeps it. The name is the person's, or a default one.
 * The audit entry names the person's pool: a customer on My details, or staff setting one
 * up as their second factor (decision 056).
 */
export async function finishPasskeyRegistration(
  db: Db,
  rp: RelyingParty,
  userGuid: string,
  request: AddPasskeyRequest,
  now: Date = new Date(),
  pool: Pool = 'customer',
): Promise<Passkey> {
  const challenge = challengeOfResponse(request.response.response.clientDataJSON);
  const binding = { purpose: 'registration', userGuid } as const;
  if (challenge === undefined || !(await takeChallenge(db, binding, challenge, now))) {
    throw notAdded('no live registration challenge answered');
  }
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: request.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch (error) {
    throw notAdded(`registration refused: ${error instanceof Error ? error.message : 'unknown'}`);
  }
  if (!verification.verified) throw notAdded('registration not verified');
  const info = verification.registrationInfo;

  const taken = await db
    .select({ name: passkeys.name })
    .from(passkeys)
    .where(eq(passkeys.userGuid, userGuid));
  const name = newPasskeyName(
    taken.map((row) => row.name),
    request.name,
  );
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(passkeys)
        .values({
          id: randomUUID(),
          userGuid,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          signCount: info.credential.counter,
          transports: info.credential.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          name,
          createdAt: now,
        })
        .returning();
      if (inserted === undefined) throw new Error('passkey insert returned nothing');
      await tx
        .insert(auditLog)
        .values({ actor: userGuid, actorPool: pool, action: 'passkey-added', at: now });
      return inserted;
    });
    return toPasskey(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same credential again (excluded, but a browser may ignore that), or, when two
    // are added at once, the name the other took: either way, this one is not added.
    throw AppError.conflict(
      'This passkey is already on a log-in. Use it to sign in, or add a different one.',
      'passkey_exists',
    );
  }
}
