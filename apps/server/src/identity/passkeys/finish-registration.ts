import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { PASSKEY_MESSAGES, type AddPasskeyRequest, type Passkey } from '@portal/contracts';
import type { Db } from '../../db/client';
import { auditLog, passkeys } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { isUniqueViolation } from '../iam/unique-violation';
import { challengeOfResponse, takeChallenge } from './challenges';
import { toPasskey } from './find-passkeys';
import type { RelyingParty } from './relying-party';

/** The name a passkey gets when the person gives none: "Passkey", then "Passkey 2", … */
export function defaultPasskeyName(taken: readonly string[]): string {
  const names = new Set(taken);
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? 'Passkey' : `Passkey ${String(n)}`;
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
 */
export async function finishPasskeyRegistration(
  db: Db,
  rp: RelyingParty,
  userGuid: string,
  request: AddPasskeyRequest,
  now: Date = new Date(),
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
  const name = request.name ?? defaultPasskeyName(taken.map((row) => row.name));
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
        .values({ actor: userGuid, actorPool: 'customer', action: 'passkey-added', at: now });
      return inserted;
    });
    return toPasskey(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same credential again (excluded, but a browser may ignore that), or a taken name.
    const sameName = taken.some((row) => row.name === name);
    if (sameName) throw AppError.conflict(PASSKEY_MESSAGES.nameTaken, 'passkey_name_taken');
    throw AppError.conflict(
      'This passkey is already on a log-in. Use it to sign in, or add a different one.',
      'passkey_exists',
    );
  }
}
