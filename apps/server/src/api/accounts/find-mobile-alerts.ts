import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { MobileAlert } from '@portal/contracts';
import { formatDataVolume, formatPhoneNumber, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  addonPlans,
  mobileAddonSubscriptions,
  mobilePlans,
  mobileServices,
  usageDailyRollups,
} from '../../db/schema';
import { accountRow } from './account-row';

/** A line is warned once this share of its cap is used in the current bill period. */
export const DATA_NEARLY_USED_RATIO = 0.8;

/**
 * GET /accounts/{code}/mobileAlerts (docs/spec-notes.md: notices such as data nearly used,
 * roaming). Data: a postpay line with a data cap whose usage this bill period, with its
 * group members' usage where it leads a group, is over 80% of the cap. The period starts
 * on the last bill date (the first of this month before any bill). Roaming: a line with a
 * roaming add-on running. An empty list is the common answer.
 */
export async function findMobileAlerts(
  db: Db,
  accountCode: string,
  now: Date = new Date(),
): Promise<MobileAlert[]> {
  const account = await accountRow(db, accountCode);
  const today = toNzDateKey(now);
  const periodStart = account.lastBilledDate ?? `${today.slice(0, 8)}01`;
  const lines = await db
    .select({
      serviceEntity: mobileServices.serviceEntity,
      leader: mobileServices.groupLeaderServiceEntity,
      capBytes: mobilePlans.dataCapBytes,
      unlimited: mobilePlans.unlimitedData,
    })
    .from(mobileServices)
    .innerJoin(mobilePlans, eq(mobilePlans.planKey, mobileServices.planKey))
    .where(
      and(
        eq(mobileServices.accountCode, accountCode),
        eq(mobileServices.status, 'Active'),
        eq(mobileServices.paymentType, 'Postpay'),
      ),
    )
    .orderBy(mobileServices.serviceEntity);
  if (lines.length === 0) return [];

  const used = await db
    .select({
      serviceEntity: usageDailyRollups.serviceEntity,
      bytes: sql<string>`sum(${usageDailyRollups.totalBytes})`,
    })
    .from(usageDailyRollups)
    .where(
      and(
        inArray(
          usageDailyRollups.serviceEntity,
          lines.map((line) => line.serviceEntity),
        ),
        eq(usageDailyRollups.kind, 'data'),
        gte(usageDailyRollups.day, periodStart),
      ),
    )
    .groupBy(usageDailyRollups.serviceEntity);
  const usedBy = new Map(used.map((row) => [row.serviceEntity, Number(row.bytes)]));

  const alerts: MobileAlert[] = [];
  for (const line of lines) {
    if (line.unlimited || line.capBytes === null || line.capBytes <= 0) continue;
    const group = lines.filter(
      (other) => other.serviceEntity === line.serviceEntity || other.leader === line.serviceEntity,
    );
    const bytes = group.reduce((sum, member) => sum + (usedBy.get(member.serviceEntity) ?? 0), 0);
    if (bytes <= line.capBytes * DATA_NEARLY_USED_RATIO) continue;
    const percent = Math.min(100, Math.floor((bytes / line.capBytes) * 100));
    alerts.push({
      kind: 'DataNearlyUsed',
      serviceEntity: line.serviceEntity,
      title: 'Data nearly used',
      message: `${formatPhoneNumber(line.serviceEntity)}${group.length > 1 ? ' and its group have' : ' has'} used ${String(percent)}% of ${formatDataVolume(line.capBytes)} this bill period.`,
    });
  }

  const roaming = await db
    .select({ serviceEntity: mobileAddonSubscriptions.serviceEntity })
    .from(mobileAddonSubscriptions)
    .innerJoin(addonPlans, eq(addonPlans.addonPlanKey, mobileAddonSubscriptions.addonPlanKey))
    .where(
      and(
        inArray(
          mobileAddonSubscriptions.serviceEntity,
          lines.map((line) => line.serviceEntity),
        ),
        eq(addonPlans.addonType, 'roaming'),
        isNull(mobileAddonSubscriptions.endedAt),
      ),
    )
    .orderBy(mobileAddonSubscriptions.serviceEntity);
  for (const { serviceEntity } of roaming) {
    alerts.push({
      kind: 'Roaming',
      serviceEntity,
      title: 'Roaming is on',
      message: `${formatPhoneNumber(serviceEntity)} can use its plan overseas. Roaming charges apply.`,
    });
  }
  return alerts;
}
