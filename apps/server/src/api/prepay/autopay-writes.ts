import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { topUpConfigurations } from '../../db/schema';
import { changeSetting, type SettingChange } from './setting-change';
import { lockUsableCard } from './usable-card';

/** Autopay on a saved card of the account (POST …/autopay, PUT …/autoPay). */
export async function setAutopay(db: Db, change: SettingChange, cardId: string): Promise<void> {
  await changeSetting(db, change, 'prepay-autopay-set', async (tx, now) => {
    const card = await lockUsableCard(tx, change.accountCode, cardId, now);
    const set = { autopayEnabled: true, autopayCardId: card, updatedAt: now };
    await tx
      .insert(topUpConfigurations)
      .values({ serviceEntity: change.serviceEntity, ...set })
      .onConflictDoUpdate({ target: topUpConfigurations.serviceEntity, set });
    return { cardId: card };
  });
}

/** Autopay off; the card is free again. Turning off what is off changes nothing. */
export async function removeAutopay(db: Db, change: SettingChange): Promise<void> {
  await changeSetting(db, change, 'prepay-autopay-removed', async (tx, now) => {
    await tx
      .update(topUpConfigurations)
      .set({ autopayEnabled: false, autopayCardId: null, updatedAt: now })
      .where(eq(topUpConfigurations.serviceEntity, change.serviceEntity));
    return {};
  });
}
