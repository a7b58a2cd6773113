import { eq } from 'drizzle-orm';
import { DEFAULT_LOW_BALANCE_THRESHOLD_CENTS } from '@portal/contracts';
import type { Db } from '../../db/client';
import { topUpConfigurations } from '../../db/schema';
import { changeSetting, type SettingChange } from './setting-change';
import { lockUsableCard } from './usable-card';

export interface LowBalanceAutoTopUpSetting {
  cardId: string;
  amount: number;
  /** Left out by the management family: the one already set is kept, or the default. */
  threshold: number | undefined;
  requiresCustomerConfirmation: boolean;
}

/** The low-balance auto top-up (PUT …/autoTopup, PUT …/autotopup). */
export async function setLowBalanceAutoTopUp(
  db: Db,
  change: SettingChange,
  setting: LowBalanceAutoTopUpSetting,
): Promise<void> {
  await changeSetting(db, change, 'prepay-auto-top-up-set', async (tx, now) => {
    const card = await lockUsableCard(tx, change.accountCode, setting.cardId, now);
    const [current] = await tx
      .select({ threshold: topUpConfigurations.lowBalanceThresholdCents })
      .from(topUpConfigurations)
      .where(eq(topUpConfigurations.serviceEntity, change.serviceEntity))
      .for('update');
    const set = {
      lowBalanceEnabled: true,
      lowBalanceCardId: card,
      lowBalanceAmountCents: setting.amount,
      lowBalanceThresholdCents:
        setting.threshold ?? current?.threshold ?? DEFAULT_LOW_BALANCE_THRESHOLD_CENTS,
      requiresCustomerConfirmation: setting.requiresCustomerConfirmation,
      updatedAt: now,
    };
    await tx
      .insert(topUpConfigurations)
      .values({ serviceEntity: change.serviceEntity, ...set })
      .onConflictDoUpdate({ target: topUpConfigurations.serviceEntity, set });
    return {
      cardId: card,
      amount: set.lowBalanceAmountCents,
      threshold: set.lowBalanceThresholdCents,
      requiresCustomerConfirmation: set.requiresCustomerConfirmation,
    };
  });
}

/**
 * The low-balance auto top-up off; its card is free again. The amount and threshold stay
 * remembered, so a later set-up that names no threshold keeps the customer's.
 */
export async function removeLowBalanceAutoTopUp(db: Db, change: SettingChange): Promise<void> {
  await changeSetting(db, change, 'prepay-auto-top-up-removed', async (tx, now) => {
    await tx
      .update(topUpConfigurations)
      .set({ lowBalanceEnabled: false, lowBalanceCardId: null, updatedAt: now })
      .where(eq(topUpConfigurations.serviceEntity, change.serviceEntity));
    return {};
  });
}
