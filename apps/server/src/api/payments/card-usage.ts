import { and, eq, inArray } from 'drizzle-orm';
import { isCardRemovable, savedCardDescription, type CardUsage } from '@portal/domain';
import {
  mobileServices,
  monthlyAutoTopUps,
  recurringPaymentMethods,
  topUpConfigurations,
} from '../../db/schema';
import type { Queryable } from './saved-card-view';

/**
 * Bill payments by card (the recurring payment method) are automatic payments too, so a card
 * used for them is worded and protected like an autopay card.
 */
export interface CardUse {
  removable: boolean;
  usedAs: string | null;
}

/** What uses each card of the account: prepay autopay, auto top-ups, and bill payments. */
export async function findCardUsage(
  db: Queryable,
  accountCode: string,
): Promise<(cardId: string) => CardUse> {
  const lines = db
    .select({ serviceEntity: mobileServices.serviceEntity })
    .from(mobileServices)
    .where(eq(mobileServices.accountCode, accountCode));
  const configurations = await db
    .select()
    .from(topUpConfigurations)
    .where(inArray(topUpConfigurations.serviceEntity, lines));
  const monthly = await db
    .select({ cardId: monthlyAutoTopUps.cardId })
    .from(monthlyAutoTopUps)
    .where(eq(monthlyAutoTopUps.accountCode, accountCode));
  const [recurring] = await db
    .select({ cardId: recurringPaymentMethods.cardId })
    .from(recurringPaymentMethods)
    .where(
      and(
        eq(recurringPaymentMethods.accountCode, accountCode),
        eq(recurringPaymentMethods.recurringPaymentType, 'CreditCard'),
      ),
    );
  const autopay = new Set(
    configurations.filter((c) => c.autopayEnabled).map((c) => c.autopayCardId),
  );
  if (recurring?.cardId) autopay.add(recurring.cardId);
  const lowBalance = new Set(
    configurations.filter((c) => c.lowBalanceEnabled).map((c) => c.lowBalanceCardId),
  );
  const monthlyCardIds = monthly.map((row) => row.cardId);

  return (cardId) => {
    // The domain's rules take one card per use; an account with several lines is asked per card.
    const usage: CardUsage = {
      autopayCardId: autopay.has(cardId) ? cardId : null,
      autoTopUpCardId: lowBalance.has(cardId) ? cardId : null,
      monthlyAutoTopUpCardIds: monthlyCardIds,
    };
    return {
      removable: isCardRemovable(cardId, usage),
      usedAs: savedCardDescription(cardId, usage) ?? null,
    };
  };
}
