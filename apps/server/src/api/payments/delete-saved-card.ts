import { and, eq, isNull } from 'drizzle-orm';
import { CARD_REMOVE_FAILED_MESSAGE, CARD_REMOVE_PROBLEM_MESSAGE } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { auditLog, savedCards } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findCardUsage } from './card-usage';
import type { PaymentsContext } from './payments-context';
import { activeCardOf, CARD_NOT_FOUND_MESSAGE } from './saved-card-view';

/**
 * DELETE …/creditcards/{cardId}: a soft delete (payments keep pointing at the card). A card
 * paying for autopay, an auto top-up or the bills stays, with the spec's failure message.
 * Once no account keeps the card, the gateway is asked to forget it too.
 */
export async function deleteSavedCard(
  context: Pick<PaymentsContext, 'db' | 'gateway'>,
  log: FastifyBaseLogger,
  caller: Caller | null,
  input: { accountCode: string; cardId: string; ip: string },
): Promise<void> {
  const { accountCode, cardId } = input;
  const token = await removeCard(context.db, caller, input).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    // Anything unexpected gets the spec's own words rather than a bare "error".
    throw new AppError({
      code: 'card_remove_problem',
      statusCode: 500,
      title: 'Internal Server Error',
      message: CARD_REMOVE_PROBLEM_MESSAGE,
      logMessage: `removing card ${cardId} of ${accountCode} failed`,
      cause: error,
    });
  });
  if (await isTokenKept(context.db, token)) return;
  // The card is gone from the account either way; a gateway that cannot be reached now
  // still holds only a token, and the next removal or its own expiry clears it.
  await context.gateway.forgetToken(token).catch((error: unknown) => {
    log.warn({ err: error, cardId }, 'the gateway could not forget a removed card');
  });
}

async function isTokenKept(db: Db, token: string): Promise<boolean> {
  const [kept] = await db
    .select({ cardId: savedCards.cardId })
    .from(savedCards)
    .where(and(eq(savedCards.gatewayToken, token), isNull(savedCards.removedAt)))
    .limit(1);
  return kept !== undefined;
}

async function removeCard(
  db: Db,
  caller: Caller | null,
  input: { accountCode: string; cardId: string; ip: string },
): Promise<string> {
  const { accountCode, cardId } = input;
  return db.transaction(async (tx) => {
    // Locking the card keeps a concurrent "use this card for autopay" from slipping past.
    const [active] = await tx
      .select({ cardId: savedCards.cardId, token: savedCards.gatewayToken })
      .from(savedCards)
      .where(activeCardOf(accountCode, cardId))
      .for('update');
    if (active === undefined) throw AppError.notFound(CARD_NOT_FOUND_MESSAGE, 'card_not_found');
    const use = (await findCardUsage(tx, accountCode))(active.cardId);
    if (!use.removable) {
      throw new AppError({
        code: 'card_in_use',
        statusCode: 409,
        title: 'Conflict',
        message: CARD_REMOVE_FAILED_MESSAGE,
        logMessage: `card ${cardId} of ${accountCode} is in use: ${use.usedAs ?? '?'}`,
      });
    }
    await tx.update(savedCards).set({ removedAt: new Date() }).where(eq(savedCards.cardId, cardId));
    await tx.insert(auditLog).values({
      actor: caller?.userGuid ?? 'unknown',
      actorPool: caller?.pool ?? null,
      action: 'saved-card-removed',
      accountCode,
      ip: input.ip,
      details: { cardId },
    });
    return active.token;
  });
}
