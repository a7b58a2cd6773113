import { describe, expect, it } from 'vitest';
import { serviceUsageSchema } from '@portal/contracts';
import { addDays, BYTES_PER_MB, toNzDateKey } from '@portal/domain';
import { appForTests } from '../../test/test-app';

const { people } = appForTests({ seed: true }, 300_000);
const AROHA = 'aroha@example.nz';
const base = '/api/mobile/v2/management/accounts';
const LEADER = '0211234567';
const today = toNzDateKey(new Date());
const from = addDays(today, -30);
const range = `from=${from}&to=${today}`;
const csvOf = (code: string, line: string, query = range) => ({
  url: `${base}/${code}/mobileServices/${line}/usage.csv?${query}`,
});

describe('a mobile line’s usage as CSV', () => {
  it('has a row a day that adds up to the usage pages’ totals', async () => {
    const response = await people.call(AROHA, csvOf('30000001', LEADER));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="usage-${LEADER}-${from}-to-${today}.csv"`,
    );
    const [header, ...rows] = response.body.trim().split('\r\n');
    expect(header).toBe('Date,Mobile number,Data (MB),Calls (minutes),Texts');
    expect(rows).toHaveLength(31);
    const column = (index: number) =>
      rows.reduce((sum, row) => sum + Number(row.split(',')[index]), 0);
    const usage = async (kind: string) =>
      serviceUsageSchema.parse(
        await people.data(
          AROHA,
          `${base}/30000001/mobileServices/${LEADER}/usage/${kind}?${range}`,
        ),
      ).totals.totalUsage;
    expect(column(2)).toBeCloseTo((await usage('data')) / BYTES_PER_MB, 0);
    expect(column(3)).toBeCloseTo((await usage('voice')) / 60, 0);
    expect(column(4)).toBe(await usage('text'));
  });

  it('may be downloaded by the read-only user and staff, not another customer', async () => {
    for (const person of ['mere@example.nz', 'sam.sales@example.nz']) {
      expect((await people.call(person, csvOf('30000001', LEADER))).statusCode, person).toBe(200);
    }
    const liam = await people.call('liam@example.nz', csvOf('30000001', LEADER));
    expect(liam.statusCode).toBe(403);
    expect(liam.body).not.toContain('Mobile number');
    // Aroha's line under an account that does not have it.
    const elsewhere = await people.call('kiri@example.nz', csvOf('30000301', LEADER));
    expect([403, 404]).toContain(elsewhere.statusCode);
    expect(elsewhere.body).not.toContain('Mobile number');
  });

  it('refuses a range longer than the usage pages allow, with no file', async () => {
    const response = await people.call(
      AROHA,
      csvOf('30000001', LEADER, 'from=2024-01-01&to=2026-01-31'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.body).toContain('Ask for at most 400 days of usage at a time.');
  });
});
