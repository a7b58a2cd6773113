import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { MobileAlert } from '@portal/contracts';
import { formatDataVolume, formatPhoneNumber, reachedDataAlertPercents } from '@portal/domain';
import type { Db } from '../../db/client';
import { addonPlans, mobileAddonSubscriptions, mobileServices } from '../../db/schema';
import { findMobileServices } from './find-mobile-services';

/** "60.0 GB", or "84.4 GB (60.0 GB and 24.4 GB carried over)". */
function allowanceWords(capBytes: number, carryoverBytes: number): string {
  if (carryoverBytes === 0) return formatDataVolume(capBytes);
  const total = formatDataVolume(capBytes + carryoverBytes);
  return `${total} (${formatDataVolume(capBytes)} and ${formatDataVolume(carryoverBytes)} carried over)`;
}

/**
 * GET /accounts/{code}/mobileAlerts (docs/spec-notes.md: notices such as data nearly used,
 * roaming). Data: a postpay line with a data cap whose usage this bill period, with its
 * group's where it leads a group, has reached 80% of what it has (the cap and any
 * carryover), counted as the data alerts count it (reachedDataAlertPercents): the
 * allowance the mobile home shows (find-mobile-services.ts), so the two agree. Roaming:
 * a line with a roaming add-on running. An empty list is the common answer.
 */
export async function findMobileAlerts(
  db: Db,
  accountCode: string,
  now: Date = new Date(),
): Promise<MobileAlert[]> {
  const lines = await db
    .select({
      serviceEntity: mobileServices.serviceEntity,
      leader: mobileServices.groupLeaderServiceEntity,
    })
    .from(mobileServices)
    .where(
      and(
        eq(mobileServices.accountCode, accountCode),
        eq(mobileServices.status, 'Active'),
        eq(mobileServices.paymentType, 'Postpay'),
      ),
    )
    .orderBy(mobileServices.serviceEntity);
  if (lines.length === 0) return [];
  const details = new Map(
    (await findMobileServices(db, accountCode, now)).map((line) => [line.serviceEntity, line]),
  );

  const alerts: MobileAlert[] = [];
  // One warning per allowance: a standalone line's, or a group's on its leader.
  const leaders = new Set(lines.map((line) => line.leader));
  for (const line of lines) {
    if (line.leader !== null) continue;
    const allowance = details.get(line.serviceEntity)?.allowance ?? null;
    if (allowance === null || allowance.unlimited || allowance.capBytes === null) continue;
    const available = allowance.capBytes + allowance.carryoverBytes;
    if (reachedDataAlertPercents(allowance.usedBytes, available, null).length === 0) continue;
    const percent = Math.min(100, Math.floor((allowance.usedBytes / available) * 100));
    const who = leaders.has(line.serviceEntity) ? ' and its group have' : ' has';
    alerts.push({
      kind: 'DataNearlyUsed',
      serviceEntity: line.serviceEntity,
      title: 'Data nearly used',
      message: `${formatPhoneNumber(line.serviceEntity)}${who} used ${String(percent)}% of ${allowanceWords(allowance.capBytes, allowance.carryoverBytes)} this bill period.`,
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
