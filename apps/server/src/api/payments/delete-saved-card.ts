import { and, eq, isNull } from 'drizzle-orm';
import { CARD_REMOVE_FAILED_MESSAGE, CARD_REMOVE_PROBLEM_MESSAGE } from '@portal/contracts';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { auditLog, savedCards } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findCardUsage } from './card-usage';
import { CARD_NOT_FOUND_MESSAGE } from './saved-card-view';

/**
 * DELETE …/creditcards/{cardId}: a soft delete (payments keep pointing at the card). A card
 * paying for autopay, an auto top-up or the bills stays, with the spec's failure message.
 */
export async function deleteSavedCard(
  db: Db,
  caller: Caller | null,
  input: { accountCode: string; cardId: string; ip: string },
): Promise<void> {
  const { accountCode, cardId } = input;
  await removeCard(db, caller, input).catch((error: unknown) => {
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
}

async function removeCard(
  db: Db,
  caller: Caller | null,
  input: { accountCode: string; cardId: string; ip: string },
): Promise<void> {
  const { accountCode, cardId } = input;
  await db.transaction(async (tx) => {
    // Locking the card keeps a concurrent "use this card for autopay" from slipping past.
    const [active] = await tx
      .select({ cardId: savedCards.cardId })
      .from(savedCards)
      .where(
        and(
          eq(savedCards.cardId, cardId),
          eq(savedCards.accountCode, accountCode),
          isNull(savedCards.removedAt),
        ),
      )
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
  });
}
