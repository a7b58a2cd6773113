import { and, eq } from 'drizzle-orm';
import { MONTHLY_TARGET_NOT_PREPAY_MESSAGE } from '@portal/contracts';
import type { Db } from '../../db/client';
import { mobileServices, monthlyAutoTopUps } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { changeSetting, type SettingChange } from './setting-change';
import { lockUsableCard } from './usable-card';

export interface MonthlyAutoTopUpSetting {
  targetMsisdn: string;
  cardId: string;
  dayOfMonth: number;
  amount: number;
}

async function assertPrepayTarget(tx: Db, accountCode: string, target: string): Promise<void> {
  const [line] = await tx
    .select({ paymentType: mobileServices.paymentType })
    .from(mobileServices)
    .where(
      and(eq(mobileServices.serviceEntity, target), eq(mobileServices.accountCode, accountCode)),
    );
  if (line?.paymentType !== 'Prepay') {
    throw new AppError({
      code: 'monthly_target_not_prepay',
      statusCode: 422,
      title: 'Unprocessable Entity',
      message: MONTHLY_TARGET_NOT_PREPAY_MESSAGE,
      logMessage: `${target} is not a prepay line of ${accountCode}`,
    });
  }
}

/**
 * A monthly auto top-up of a prepay number of the account (PUT …/monthlyAutoTopup in both
 * families): one per target number, so setting it again replaces it.
 */
export async function setMonthlyAutoTopUp(
  db: Db,
  change: SettingChange,
  setting: MonthlyAutoTopUpSetting,
): Promise<void> {
  await changeSetting(db, change, 'prepay-monthly-auto-top-up-set', async (tx, now) => {
    await assertPrepayTarget(tx, change.accountCode, setting.targetMsisdn);
    const card = await lockUsableCard(tx, change.accountCode, setting.cardId, now);
    const set = {
      cardId: card,
      dayOfMonth: setting.dayOfMonth,
      amountCents: setting.amount,
      updatedAt: now,
    };
    await tx
      .insert(monthlyAutoTopUps)
      .values({ accountCode: change.accountCode, targetMsisdn: setting.targetMsisdn, ...set })
      .onConflictDoUpdate({
        target: [monthlyAutoTopUps.accountCode, monthlyAutoTopUps.targetMsisdn],
        set,
      });
    return { ...setting, cardId: card };
  });
}

/** The monthly auto top-up of one target number off; none there changes nothing. */
export async function removeMonthlyAutoTopUp(
  db: Db,
  change: SettingChange,
  targetMsisdn: string,
): Promise<void> {
  await changeSetting(db, change, 'prepay-monthly-auto-top-up-removed', async (tx) => {
    await tx
      .delete(monthlyAutoTopUps)
      .where(
        and(
          eq(monthlyAutoTopUps.accountCode, change.accountCode),
          eq(monthlyAutoTopUps.targetMsisdn, targetMsisdn),
        ),
      );
    return { targetMsisdn };
  });
}
