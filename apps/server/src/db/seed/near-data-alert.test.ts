import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { openTestDatabase } from '../testing';
import { NEAR_ALERT_SHARE } from './near-data-alert';
import { seedDemoDataIfEmpty } from '.';

/** Thirteen days into the Ngata household's bill period (it bills on the 5th). */
const TODAY = new Date('2026-03-18T01:00:00Z');

describe('the demo Ngata group near its data alert', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDemoDataIfEmpty(handle, { today: TODAY });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('has used 76% of its pool and carryover this bill period, pool and lines agreeing', async () => {
    const { rows } = await handle.db.execute<{
      lines: string;
      pool: string;
      allowance: string;
      period_start: string;
    }>(sql`
      with period as (
        select last_billed_date as start from accounts where account_code = '30000001'
      )
      select (select period.start::text) as period_start,
        (select sum(total_bytes) from usage_daily_rollups, period
          where kind = 'data' and day >= period.start
            and service_entity in ('0211234567', '0221234568', '0271234569')) as lines,
        (select sum(data_volume_bytes) from shared_data_pool_daily_usage, period
          where date >= period.start) as pool,
        (select (c.data_pool_size_gb + m.final_carryover_balance_gb) * 1024 ^ 3
          from shared_data_pool_configurations c, shared_data_pool_monthly_usage m, period
          where m.bill_date = period.start and c.deactivated_at is null) as allowance
      from period`);
    const [row] = rows;
    expect(row?.period_start).toBe('2026-03-05');
    expect(Number(row?.pool)).toBe(Number(row?.lines));
    const share = Number(row?.lines) / Number(row?.allowance);
    expect(share).toBeCloseTo(NEAR_ALERT_SHARE, 2);
  });
});
