import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  formatDataVolume,
  formatPhoneNumber,
  highestReachedPercent,
  reachedDataAlertPercents,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { alertSettings, mobilePlans, mobileServices } from '../../db/schema';
import { findMobileServices } from '../../api/mobile';
import type { NoticeDraft } from '../../notifications/notices';

/** Accounts with a postpay line whose own plan has a data cap: the only ones to look at. */
export async function accountsWithCappedLines(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ accountCode: mobileServices.accountCode })
    .from(mobileServices)
    .innerJoin(mobilePlans, eq(mobilePlans.planKey, mobileServices.planKey))
    .where(
      and(
        eq(mobileServices.status, 'Active'),
        eq(mobileServices.paymentType, 'Postpay'),
        isNotNull(mobilePlans.dataCapBytes),
        eq(mobilePlans.unlimitedData, false),
      ),
    )
    .orderBy(mobileServices.accountCode);
  return rows.map((row) => row.accountCode);
}

async function customPercentOf(db: Db, accountCode: string): Promise<number | null> {
  const [row] = await db
    .select({ percent: alertSettings.dataAlertPercent })
    .from(alertSettings)
    .where(eq(alertSettings.accountCode, accountCode));
  return row?.percent ?? null;
}

/**
 * The data alerts an account's lines have earned this bill period: for each allowance (a
 * standalone line's, or a group's on its leader, as the mobile home shows it), the highest
 * level reached of 80%, 100% and the customer's own. Each is keyed by line, bill period and
 * level, so it is told once a period; reaching 100% after 80% is a second message.
 */
export async function dataUsageNotices(
  db: Db,
  accountCode: string,
  now: Date,
): Promise<NoticeDraft[]> {
  const owners = await db
    .select({ serviceEntity: mobileServices.serviceEntity })
    .from(mobileServices)
    .where(
      and(
        eq(mobileServices.accountCode, accountCode),
        eq(mobileServices.status, 'Active'),
        eq(mobileServices.paymentType, 'Postpay'),
        isNull(mobileServices.groupLeaderServiceEntity),
      ),
    );
  if (owners.length === 0) return [];
  const custom = await customPercentOf(db, accountCode);
  const lines = await findMobileServices(db, accountCode, now);
  const drafts: NoticeDraft[] = [];
  for (const { serviceEntity } of owners) {
    const allowance = lines.find((line) => line.serviceEntity === serviceEntity)?.allowance;
    if (allowance === undefined || allowance === null || allowance.capBytes === null) continue;
    const available = allowance.capBytes + allowance.carryoverBytes;
    const percent = highestReachedPercent(
      reachedDataAlertPercents(allowance.usedBytes, available, custom),
    );
    if (percent === null) continue;
    const number = formatPhoneNumber(serviceEntity);
    const group = allowance.sharedWithGroup ? ' and its group' : '';
    const left =
      percent >= 100
        ? 'Your data has run out for this bill period. Add data or change plan to keep going at full speed.'
        : `${formatDataVolume(Math.max(0, available - allowance.usedBytes))} is left until your next bill.`;
    drafts.push({
      dedupeKey: `data-usage:${serviceEntity}:${allowance.periodStart}:${String(percent)}`,
      accountCode,
      kind: 'data-usage',
      serviceEntity,
      title:
        percent >= 100
          ? 'Your mobile data has run out'
          : `${String(percent)}% of your mobile data used`,
      body: `${number}${group} ${group === '' ? 'has' : 'have'} used ${String(percent)}% of ${group === '' ? 'its' : 'their'} ${formatDataVolume(available)} data this bill period. ${left}`,
      linkPath: '/mobile/usage',
      actionLabel: 'See your usage',
    });
  }
  return drafts;
}
