import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DataUsage } from '@portal/contracts';
import { BYTES_PER_GB, BYTES_PER_MB, lastTwelveMonths } from '@portal/domain';
import { appForTests } from '../../test/test-app';

const { testApp, people } = appForTests({ seed: true }, 300_000);
const AROHA = 'aroha@example.nz';
const leaderUsage =
  '/api/mobile/v2/management/accounts/30000001/mobileServices/0211234567/usage/data';

async function categoriesOf(from: string, to: string): Promise<Record<string, number | null>> {
  const usage = (await people.data(AROHA, `${leaderUsage}?from=${from}&to=${to}`)) as DataUsage;
  return Object.fromEntries(usage.categories.map((c) => [c.category, c.bytes]));
}

describe('an m2m pool', () => {
  it('counts its size and carryover in MB, the unit the pool gives them in', async () => {
    const period = lastTwelveMonths(new Date())[3];
    if (period === undefined) throw new Error('no period');
    const before = await categoriesOf(period.from, period.to);
    const carriedGb = Number(before['Carryover and Bonus Data']) / BYTES_PER_GB;
    expect(carriedGb).toBeGreaterThan(0);

    await testApp.database.db.execute(sql`
      update shared_data_pool_configurations set data_sharer_type = 'm2m'
      where deactivated_at is null and pool_id in
        (select id from shared_data_pools where account_code = '30000001')`);
    const after = await categoriesOf(period.from, period.to);
    // The same figures, now read as MB: nothing multiplied by 1024 a second time.
    expect(after['Allocated Data']).toBe(60 * BYTES_PER_MB);
    expect(after['Carryover and Bonus Data']).toBe(Math.round(carriedGb * BYTES_PER_MB));
  });
});
