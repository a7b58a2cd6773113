import { and, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webauthnChallenges } from '../../db/schema';

/** How long the browser and the person have to answer a challenge. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * Live challenges kept per binding: a sign-in page asks for one when it opens (the email
 * field's autofill) and another when "Sign in with a passkey" is chosen, and either may be
 * answered; older ones are dropped, so asking again and again fills nothing.
 */
export const LIVE_CHALLENGES_PER_BINDING = 3;

/**
 * What a challenge is bound to: adding a passkey to one person, or signing in on one
 * sign-in page (the oidc-provider interaction).
 */
export type ChallengeBinding =
  | { purpose: 'registration'; userGuid: string }
  | { purpose: 'authentication'; interactionUid: string };

function bindingWhere(binding: ChallengeBinding) {
  return binding.purpose === 'registration'
    ? and(
        eq(webauthnChallenges.purpose, 'registration'),
        eq(webauthnChallenges.userGuid, binding.userGuid),
      )
    : and(
        eq(webauthnChallenges.purpose, 'authentication'),
        eq(webauthnChallenges.interactionUid, binding.interactionUid),
      );
}

/**
 * Keeps a new challenge for the binding beside its two newest, and clears challenges
 * nobody answered in time.
 */
export async function storeChallenge(
  db: Db,
  binding: ChallengeBinding,
  challenge: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
    const newest = await tx
      .select({ challenge: webauthnChallenges.challenge })
      .from(webauthnChallenges)
      .where(bindingWhere(binding))
      .orderBy(desc(webauthnChallenges.createdAt))
      .limit(LIVE_CHALLENGES_PER_BINDING - 1);
    await tx.delete(webauthnChallenges).where(
      and(
        bindingWhere(binding),
        newest.length === 0
          ? undefined
          : notInArray(
              webauthnChallenges.challenge,
              newest.map((row) => row.challenge),
            ),
      ),
    );
    await tx.insert(webauthnChallenges).values({
      challenge,
      purpose: binding.purpose,
      userGuid: binding.purpose === 'registration' ? binding.userGuid : null,
      interactionUid: binding.purpose === 'authentication' ? binding.interactionUid : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
  });
}

/** The challenge a browser's answer says it answers (from its clientDataJSON), if any. */
export function challengeOfResponse(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (typeof data !== 'object' || data === null || !('challenge' in data)) return undefined;
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uses up the binding's challenge that the answer names, in one statement: whatever the
 * answer turns out to be, that challenge can never be answered again (a replayed answer
 * finds none). False when the binding has no such live challenge.
 */
export async function takeChallenge(
  db: Db,
  binding: ChallengeBinding,
  challenge: string,
  now: Date = new Date(),
): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        bindingWhere(binding),
        eq(webauthnChallenges.challenge, challenge),
        sql`${webauthnChallenges.expiresAt} > ${now}`,
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}
