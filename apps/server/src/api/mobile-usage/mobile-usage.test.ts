import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INLINE_EVENT_LIMIT,
  type CallOrTextUsage,
  type DataUsage,
  type SharedDataPool,
} from '@portal/contracts';
import { BYTES_PER_GB, addDays, lastTwelveMonths, toNzDateKey } from '@portal/domain';
import { rebuildUsageRollups, servicesIn } from '../../db/usage-rollups';
import { appForTests } from '../../test/test-app';

const { testApp, people } = appForTests({ seed: true }, 300_000);
const AROHA = 'aroha@example.nz';
const KIRI = 'kiri@example.nz';
const base = '/api/mobile/v2/management/accounts';
const leaderUsage = `${base}/30000001/mobileServices/0211234567/usage`;

beforeAll(async () => {
  // Seeding 13 months of demo usage is slow on a busy machine.
}, 300_000);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await testApp.database.db.execute<T & Record<string, unknown>>(query)).rows;
}

/** Three months back, as the picker lists them. */
const period = lastTwelveMonths(new Date())[3];

describe('a line’s usage', () => {
  it('gives the data of a pooled line from the rollups, zero-filled, with its pool split', async () => {
    if (period === undefined) throw new Error('no period');
    const { from, to } = period;
    const usage = (await people.data(
      AROHA,
      `${leaderUsage}/data?from=${from}&to=${to}`,
    )) as DataUsage;
    const own = await rows<{ day: string; bytes: string }>(sql`
      select day::text as day, total_bytes as bytes from usage_daily_rollups
      where service_entity = '0211234567' and kind = 'data' and day between ${from} and ${to}`);
    const pool = await rows<{ day: string; bytes: string }>(sql`
      select day::text as day, sum(total_bytes) as bytes from usage_daily_rollups
      where service_entity in ('0211234567', '0221234568', '0271234569') and kind = 'data'
        and day between ${from} and ${to} group by day`);
    const events = await rows<{ n: number }>(sql`
      select count(*)::int as n from usage_events where service_entity = '0211234567'
        and kind = 'data' and (event_date at time zone 'Pacific/Auckland')::date between ${from} and ${to}`);

    expect(usage.dailySeries).toHaveLength(Number(to.slice(8)));
    expect(usage.dailySeries[0]?.date).toBe(from);
    const used = own.reduce((sum, row) => sum + Number(row.bytes), 0);
    expect(usage.totals.totalUsage).toBe(used);
    expect(usage.dailySeries.reduce((sum, day) => sum + day.value, 0)).toBe(used);
    expect(usage.eventsIncluded).toBe(true);
    const listed = usage.dayGroups.reduce((n, day) => n + day.standardGroup.events.length, 0);
    expect(listed).toBe(events[0]?.n);

    const day = usage.dayGroups[0];
    const poolDay = pool.find((row) => row.day === day?.date);
    const ownDay = own.find((row) => row.day === day?.date);
    expect(day?.standardGroup.totalUsage).toBe(Number(poolDay?.bytes));
    expect(day?.standardGroup.youUsed).toBe(Number(ownDay?.bytes));
    expect(day?.standardGroup.youShared).toBe(Number(poolDay?.bytes) - Number(ownDay?.bytes));
    expect(usage.dayGroups.map((g) => g.date)).toEqual(
      [...usage.dayGroups.map((g) => g.date)].sort().reverse(),
    );

    const poolUsed = pool.reduce((sum, row) => sum + Number(row.bytes), 0);
    const categories = Object.fromEntries(usage.categories.map((c) => [c.category, c.bytes]));
    expect(Object.keys(categories)).toEqual([
      'Allocated Data',
      'Carryover and Bonus Data',
      'Overage Data',
      'Total Used',
      'Total Remaining',
    ]);
    // The active configuration of the seeded pool is 60 GB.
    expect(categories['Allocated Data']).toBe(60 * BYTES_PER_GB);
    expect(categories['Total Used']).toBe(poolUsed);
    // The categories count the pool while the totals count the line, and the answer says so.
    expect(usage.categoriesCount).toBe('sharedPool');
    const carry = Number(categories['Carryover and Bonus Data']);
    expect(categories['Total Remaining']).toBe(Math.max(0, 60 * BYTES_PER_GB + carry - poolUsed));
  });

  it('gives calls in seconds and texts as counts, premium apart, on a standalone line', async () => {
    const to = toNzDateKey(new Date());
    const from = addDays(to, -59);
    const url = `${base}/30000301/mobileServices/0211234580/usage`;
    const calls = (await people.data(
      KIRI,
      `${url}/voice?from=${from}&to=${to}`,
    )) as CallOrTextUsage;
    const texts = (await people.data(KIRI, `${url}/text?from=${from}&to=${to}`)) as CallOrTextUsage;
    const voiceRows = await rows<{
      seconds: string;
      premium: string;
      n: number;
      cents: string;
    }>(sql`
      select coalesce(sum(duration_seconds), 0) as seconds,
        coalesce(sum(duration_seconds) filter (where is_premium), 0) as premium,
        count(*)::int as n, coalesce(sum(charge_including_gst_cents), 0) as cents
      from usage_events where service_entity = '0211234580' and kind = 'voice'
        and (event_date at time zone 'Pacific/Auckland')::date between ${from} and ${to}`);
    const textRows = await rows<{ n: number }>(sql`
      select count(*)::int as n from usage_events where service_entity = '0211234580'
        and kind = 'text' and (event_date at time zone 'Pacific/Auckland')::date between ${from} and ${to}`);
    const voice = voiceRows[0];
    expect(calls.totals.totalUsage).toBe(Number(voice?.seconds));
    expect(calls.totals.eventCount).toBe(voice?.n);
    expect(calls.totals.totalPrice).toBe(Number(voice?.cents));
    const premium = calls.dayGroups.reduce((s, d) => s + d.premiumGroup.totalUsage, 0);
    expect(premium).toBe(Number(voice?.premium));
    for (const day of calls.dayGroups) {
      const seconds = day.standardGroup.events.reduce((s, e) => s + e.durationSeconds, 0);
      expect(day.standardGroup.totalUsage).toBe(seconds);
      expect(day.standardGroup.youShared).toBe(0);
    }
    expect(texts.totals.totalUsage).toBe(textRows[0]?.n);
    expect(texts.dailySeries).toHaveLength(60);
  });

  it('gives a standalone Endless line its plan cap, no carryover and no overage', async () => {
    const [month] = lastTwelveMonths(new Date()).slice(1);
    if (month === undefined) throw new Error('no month');
    const usage = (await people.data(
      KIRI,
      `${base}/30000301/mobileServices/0211234580/usage/data?from=${month.from}&to=${month.to}`,
    )) as DataUsage;
    const plan = await rows<{ cap: string | null }>(sql`
      select p.data_cap_bytes as cap from mobile_services s join mobile_plans p using (plan_key)
      where s.service_entity = '0211234580'`);
    const categories = Object.fromEntries(usage.categories.map((c) => [c.category, c.bytes]));
    const cap = plan[0]?.cap;
    expect(categories['Allocated Data']).toBe(
      cap === null || cap === undefined ? null : Number(cap),
    );
    expect(categories['Carryover and Bonus Data']).toBe(0);
    expect(categories['Total Used']).toBe(usage.totals.totalUsage);
    expect(usage.categoriesCount).toBe('line');
    // Endless: past the cap the line slows down; nothing is charged as overage.
    expect(categories['Overage Data']).toBe(0);
    expect(categories['Total Remaining']).toBe(Math.max(0, Number(cap) - usage.totals.totalUsage));
    expect(usage.dayGroups.every((d) => d.standardGroup.youShared === 0)).toBe(true);
  });

  it('leaves events out of a year but keeps the day totals', async () => {
    const to = toNzDateKey(new Date());
    const from = addDays(to, -364);
    const usage = (await people.data(
      AROHA,
      `${leaderUsage}/text?from=${from}&to=${to}`,
    )) as CallOrTextUsage;
    expect(usage.eventsIncluded).toBe(false);
    expect(usage.dailySeries).toHaveLength(365);
    expect(usage.dayGroups.every((d) => d.standardGroup.events.length === 0)).toBe(true);
    const counted = usage.dayGroups.reduce(
      (n, d) => n + d.standardGroup.totalUsage + d.premiumGroup.totalUsage,
      0,
    );
    expect(counted).toBe(usage.totals.totalUsage);
  });

  it.each([
    ['from=2026-13-01&to=2026-01-31', 'Enter the start date as yyyy-MM-dd.'],
    ['to=2026-01-31', 'Enter the start date as yyyy-MM-dd.'],
    ['from=2026-02-01&to=2026-01-31', 'The start date must be on or before the end date.'],
    ['from=2024-01-01&to=2026-01-31', 'Ask for at most 400 days of usage at a time.'],
  ])('refuses %s with a 400 saying why', async (query, message) => {
    const response = await people.call(AROHA, { url: `${leaderUsage}/data?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('refuses a usage kind the spec does not name', async () => {
    const response = await people.call(AROHA, {
      url: `${leaderUsage}/video?from=2026-01-01&to=2026-01-31`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the events of a busy range', () => {
  // Member lines of the Ngata pool; their texts are read by no other test here.
  const member = '0221234568';
  const otherMember = '0271234569';
  const busyDay = addDays(toNzDateKey(new Date()), -20);
  const textsOf = (line: string) => `${base}/30000001/mobileServices/${line}/usage/text`;

  /** Writes `count` texts on an Auckland day, two minutes apart, and rebuilds the rollups. */
  async function addTexts(line: string, day: string, count: number) {
    const db = testApp.database.db;
    await db.execute(sql`
      insert into usage_events (service_entity, kind, event_date, destination_number)
      select ${line}, 'text',
        (${day}::timestamp at time zone 'Pacific/Auckland') + interval '1 minute' * (2 * n + 1),
        '0211112222'
      from generate_series(0, ${count - 1}) n`);
    await rebuildUsageRollups(db, servicesIn([line]));
  }

  async function textsPerDay(line: string, from: string, to: string) {
    const counted = await rows<{ day: string; n: number }>(sql`
      select (event_date at time zone 'Pacific/Auckland')::date::text as day, count(*)::int as n
      from usage_events where service_entity = ${line} and kind = 'text'
        and (event_date at time zone 'Pacific/Auckland')::date between ${from} and ${to}
      group by 1`);
    return new Map(counted.map((row) => [row.day, row.n]));
  }

  beforeAll(async () => {
    await addTexts(member, busyDay, INLINE_EVENT_LIMIT + 100);
  });

  it('lists every event of a single day, even over the inline limit', async () => {
    const usage = (await people.data(
      AROHA,
      `${textsOf(member)}?from=${busyDay}&to=${busyDay}`,
    )) as CallOrTextUsage;
    const stored = (await textsPerDay(member, busyDay, busyDay)).get(busyDay) ?? 0;
    expect(stored).toBeGreaterThan(INLINE_EVENT_LIMIT);
    expect(usage.eventsIncluded).toBe(true);
    expect(usage.dayGroups.map((day) => day.date)).toEqual([busyDay]);
    const listed = usage.dayGroups.flatMap((d) => [
      ...d.standardGroup.events,
      ...d.premiumGroup.events,
    ]);
    expect(listed).toHaveLength(stored);
  });

  it('leaves the events out of a range over the limit, with each day’s total still right', async () => {
    const from = addDays(busyDay, -3);
    const to = addDays(busyDay, 3);
    const usage = (await people.data(
      AROHA,
      `${textsOf(member)}?from=${from}&to=${to}`,
    )) as CallOrTextUsage;
    const stored = await textsPerDay(member, from, to);
    expect(usage.totals.eventCount).toBeGreaterThan(INLINE_EVENT_LIMIT);
    expect(usage.eventsIncluded).toBe(false);
    expect(
      usage.dayGroups.every(
        (d) => d.standardGroup.events.length === 0 && d.premiumGroup.events.length === 0,
      ),
    ).toBe(true);
    expect(
      new Map(
        usage.dayGroups.map((d) => [
          d.date,
          d.standardGroup.totalUsage + d.premiumGroup.totalUsage,
        ]),
      ),
    ).toEqual(stored);
  });

  it('lists the events of a month with few of them', async () => {
    if (period === undefined) throw new Error('no period');
    const usage = (await people.data(
      AROHA,
      `${textsOf(member)}?from=${period.from}&to=${period.to}`,
    )) as CallOrTextUsage;
    const stored = [...(await textsPerDay(member, period.from, period.to)).values()];
    const count = stored.reduce((sum, n) => sum + n, 0);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(INLINE_EVENT_LIMIT);
    expect(usage.eventsIncluded).toBe(true);
    const listed = usage.dayGroups.reduce(
      (n, d) => n + d.standardGroup.events.length + d.premiumGroup.events.length,
      0,
    );
    expect(listed).toBe(count);
  });

  it('lists a range of exactly the limit and leaves out one event more', async () => {
    const from = busyDay;
    const to = addDays(busyDay, 1);
    const already = [...(await textsPerDay(otherMember, from, to)).values()];
    await addTexts(otherMember, to, INLINE_EVENT_LIMIT - already.reduce((sum, n) => sum + n, 0));
    const read = async () =>
      (await people.data(
        AROHA,
        `${textsOf(otherMember)}?from=${from}&to=${to}`,
      )) as CallOrTextUsage;

    const atLimit = await read();
    expect(atLimit.totals.eventCount).toBe(INLINE_EVENT_LIMIT);
    expect(atLimit.eventsIncluded).toBe(true);
    await addTexts(otherMember, from, 1);
    expect((await read()).eventsIncluded).toBe(false);
  });
});

describe('the shared data pool', () => {
  const pool = `${base}/30000001/sharedDataPool`;

  it('gives the configuration history with the active 60 GB entry first', async () => {
    const data = (await people.data(AROHA, pool)) as SharedDataPool;
    const stored = await rows<{ gb: number; active: boolean }>(sql`
      select c.data_pool_size_gb as gb, c.deactivated_at is null as active
      from shared_data_pool_configurations c join shared_data_pools p on p.id = c.pool_id
      where p.account_code = '30000001' order by c.activated_at desc`);
    expect(data.configurationHistory.map((c) => c.plan.dataPoolSizeGb)).toEqual(
      stored.map((row) => row.gb),
    );
    expect(data.configurationHistory[0]?.deactivatedAt).toBeNull();
    expect(data.configurationHistory[0]?.poolType).toBe('Open');
  });

  it('gives monthly usage, the carryover and the days of a bill period', async () => {
    const monthly = (await people.data(AROHA, `${pool}/monthlyUsage`)) as {
      billDate: string;
      finalCarryoverBalanceGb: number;
      startingCarryoverBalanceGb: number;
    }[];
    const stored = await rows<{ bill_date: string; fin: string }>(sql`
      select bill_date::text as bill_date, final_carryover_balance_gb as fin
      from shared_data_pool_monthly_usage order by bill_date desc`);
    expect(monthly.map((m) => m.billDate)).toEqual(stored.map((row) => row.bill_date));
    expect(monthly[0]?.finalCarryoverBalanceGb).toBe(Number(stored[0]?.fin));

    const carryover = (await people.data(AROHA, `${pool}/carryoverData`)) as {
      billDate: string;
      carryoverBalanceGb: number;
    };
    expect(carryover).toEqual({
      billDate: stored[0]?.bill_date,
      carryoverBalanceGb: Number(stored[0]?.fin),
    });

    const [latest, previous] = stored;
    if (latest === undefined || previous === undefined) throw new Error('two bills needed');
    const days = (await people.data(AROHA, `${pool}/dailyUsage?billDate=${latest.bill_date}`)) as {
      date: string;
      dataVolumeBytes: number;
    }[];
    const daily = await rows<{ bytes: string }>(sql`
      select coalesce(sum(data_volume_bytes), 0) as bytes from shared_data_pool_daily_usage
      where date >= ${previous.bill_date} and date < ${latest.bill_date}`);
    expect(days[0]?.date).toBe(previous.bill_date);
    expect(days.at(-1)?.date).toBe(addDays(latest.bill_date, -1));
    expect(days.reduce((s, d) => s + d.dataVolumeBytes, 0)).toBe(Number(daily[0]?.bytes));
  });

  it('says No active pool found where the account has none', async () => {
    for (const path of ['', '/monthlyUsage', '/carryoverData', '/dailyUsage?billDate=2026-01-05']) {
      const response = await people.call(KIRI, { url: `${base}/30000301/sharedDataPool${path}` });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('No active pool found');
    }
  });

  it('refuses a daily usage call without a bill date', async () => {
    const response = await people.call(AROHA, { url: `${pool}/dailyUsage` });
    expect(response.statusCode).toBe(400);
  });
});
