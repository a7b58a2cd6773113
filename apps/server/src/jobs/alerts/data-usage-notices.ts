import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  formatDataVolume,
  formatNzd,
  formatPhoneNumber,
  highestReachedPercent,
  reachedDataAlertPercents,
  toNzDateKey,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { alertSettings, mobileServices } from '../../db/schema';
import { findMobileServices } from '../../api/mobile';
import type { NoticeDraft } from '../../notifications/notices';

/**
 * Every active postpay line with its allowance's owner (its group leader, or itself), its
 * spend limit and the start of its bill period: the account's last bill date, or the first
 * of this New Zealand month before any bill, as findMobileServices counts it. The body of a
 * `line` CTE for the alert queries below.
 */
function postpayLinesThisPeriod(now: Date) {
  const monthStart = `${toNzDateKey(now).slice(0, 8)}01`;
  return sql`
    select ms.service_entity, ms.account_code, ms.spend_limit_cents,
      coalesce(ms.group_leader_service_entity, ms.service_entity) as owner,
      coalesce(a.last_billed_date, ${monthStart}::date) as period_start
    from mobile_services ms
    join accounts a on a.account_code = ms.account_code
    where ms.status = 'Active' and ms.payment_type = 'Postpay'`;
}

/**
 * The accounts that may have a data alert to tell, found in one query so a run stays cheap
 * with 100,000 accounts: an allowance (a standalone line's, or a group's on its leader)
 * whose use this bill period has reached half of the lowest level the account is warned at,
 * counted against the plan's cap alone, and whose 100% alert this period is not told yet.
 * Half, and the cap without carryover, keep it a generous superset of what dataUsageNotices
 * then works out exactly (a group's pool may differ from its leader's cap).
 */
export async function accountsNearADataLevel(db: Db, now: Date): Promise<string[]> {
  const { rows } = await db.execute<{ account_code: string }>(sql`
    with line as (${postpayLinesThisPeriod(now)}), used as (
      select l.owner, l.account_code, l.period_start, sum(r.total_bytes) as bytes
      from line l
      join usage_daily_rollups r
        on r.service_entity = l.service_entity and r.kind = 'data' and r.day >= l.period_start
      group by l.owner, l.account_code, l.period_start
    )
    select distinct u.account_code
    from used u
    join mobile_services o on o.service_entity = u.owner
    join mobile_plans p on p.plan_key = o.plan_key
    left join alert_settings s on s.account_code = u.account_code
    where not p.unlimited_data and p.data_cap_bytes > 0
      and u.bytes * 200 >= p.data_cap_bytes * least(coalesce(s.data_alert_percent, 80), 80)
      and not exists (
        select 1 from notices n
        where n.dedupe_key = 'data-usage:' || u.owner || ':' || u.period_start::text || ':100'
      )
    order by u.account_code`);
  return rows.map((row) => row.account_code);
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

/** A line is warned once its charges outside the plan reach this share of its spend limit. */
export const SPEND_LIMIT_WARNING_PERCENT = 80;

/**
 * Postpay lines whose charges this bill period (calls, texts and data beyond the plan, from
 * the daily rollups) have reached 80% of their spend limit: told once a line and period.
 */
export async function spendLimitNotices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const { rows } = await db.execute<{
    service_entity: string;
    account_code: string;
    period_start: string;
    spent: string;
    spend_limit_cents: number;
  }>(sql`
    with line as (${postpayLinesThisPeriod(now)})
    select l.service_entity, l.account_code, l.period_start::text as period_start,
      l.spend_limit_cents, sum(r.charge_including_gst_cents) as spent
    from line l
    join usage_daily_rollups r on r.service_entity = l.service_entity and r.day >= l.period_start
    where l.spend_limit_cents > 0
    group by l.service_entity, l.account_code, l.period_start, l.spend_limit_cents
    having sum(r.charge_including_gst_cents) * 100 >= l.spend_limit_cents * ${SPEND_LIMIT_WARNING_PERCENT}
    order by l.service_entity`);
  return rows.map((row) => ({
    dedupeKey: `spend-limit:${row.service_entity}:${row.period_start}`,
    accountCode: row.account_code,
    kind: 'spend-limit',
    serviceEntity: row.service_entity,
    title: 'Spend limit nearly reached',
    body: `${formatPhoneNumber(row.service_entity)} has ${formatNzd(Number(row.spent))} of charges outside its plan this bill period, near its spend limit of ${formatNzd(row.spend_limit_cents)}. Calls, texts and data outside the plan stop at the limit.`,
    linkPath: '/mobile',
    actionLabel: 'See your mobile',
  }));
}
