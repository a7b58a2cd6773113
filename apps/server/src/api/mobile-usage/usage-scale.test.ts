import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, lastTwelveMonths } from '@portal/domain';
import { appForTests } from '../../test/test-app';
import { signInThroughSession } from '../../test/sign-in-through-session';
import { seedMobileCatalog } from '../../db/seed/catalog-mobile';
import { nzDateOf } from '../../db/seed/dates';
import { createRandom } from '../../db/seed/random';
import { seedScale } from '../../db/seed/scale';
import { mobileServices } from '../../db/schema';
import { getServiceUsage } from './get-service-usage';

/*
 * The busiest line of the scale seed: a data session every 5 minutes, a call every 345 s and
 * a text every 280 s for a year (over 300,000 events). Usage reads of a month and of the
 * whole year stay quick because totals come from the daily rollups; a month holds more than
 * INLINE_EVENT_LIMIT events, so its events are left for the days people open.
 */
const TODAY = new Date('2026-11-21T01:00:00Z');
const { testApp } = appForTests({}, 600_000);
let line: string;
let accountCode: string;

beforeAll(async () => {
  const db = testApp.database.db;
  const context = { db, today: TODAY, todayDate: nzDateOf(TODAY) };
  await seedMobileCatalog({ ...context, random: createRandom(1) });
  const result = await seedScale(db, { accounts: 5, months: 12, today: TODAY });
  if (result.busiestLine === null) throw new Error('no busiest line');
  line = result.busiestLine;
  // The first account of a run may have no lines; the busiest line is the first line there is.
  const owner = await db
    .select({ accountCode: mobileServices.accountCode })
    .from(mobileServices)
    .where(eq(mobileServices.serviceEntity, line));
  accountCode = owner[0]?.accountCode ?? result.firstAccountCode;
}, 600_000);

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

describe('usage of a line with a year of busy usage', () => {
  it('reads each of the 12 months and the whole year quickly', async () => {
    const months = lastTwelveMonths(TODAY);
    const report: string[] = [];
    for (const kind of ['data', 'voice', 'text'] as const) {
      const times: number[] = [];
      for (const month of months) {
        const { ms, value } = await timed(() =>
          getServiceUsage(testApp.database.db, line, kind, month),
        );
        times.push(ms);
        expect(value.dailySeries).toHaveLength(Number(month.to.slice(8)));
        expect(value.eventsIncluded).toBe(false);
      }
      const to = nzDateOf(TODAY);
      const year = await timed(() =>
        getServiceUsage(testApp.database.db, line, kind, { from: addDays(to, -364), to }),
      );
      expect(year.value.eventsIncluded).toBe(false);
      expect(year.value.totals.eventCount).toBeGreaterThan(80_000);
      const sorted = [...times].sort((a, b) => a - b);
      report.push(
        `${kind}: month median ${sorted[6]?.toFixed(0) ?? '?'} ms, max ${sorted[11]?.toFixed(0) ?? '?'} ms, ` +
          `${String(year.value.totals.eventCount)} events in the year read in ${year.ms.toFixed(0)} ms`,
      );
      // Generous bounds for a loaded CI machine on PGlite; the numbers are printed below.
      expect(year.ms).toBeLessThan(2000);
      expect(sorted[6]).toBeLessThan(3000);
    }
    console.info(`usage timings on PGlite:\n${report.join('\n')}`);
  }, 600_000);

  it('answers a day, a month and the year over HTTP, signed in as the line’s owner', async () => {
    const { browser } = await signInThroughSession(testApp, `loadtest+${accountCode}@example.nz`);
    const base = `/api/mobile/v2/management/accounts/${accountCode}/mobileServices/${line}/usage/data`;
    const [month] = lastTwelveMonths(TODAY).slice(1);
    if (month === undefined) throw new Error('no month');
    const to = nzDateOf(TODAY);
    const report: string[] = [];
    for (const [name, query] of [
      ['day', `from=${month.from}&to=${month.from}`],
      ['month', `from=${month.from}&to=${month.to}`],
      ['year', `from=${addDays(to, -364)}&to=${to}`],
    ] as const) {
      const { ms, value } = await timed(() => browser.request({ url: `${base}?${query}` }));
      expect(value.statusCode).toBe(200);
      report.push(`${name}: ${ms.toFixed(0)} ms, ${String(value.body.length)} bytes`);
      expect(ms).toBeLessThan(5000);
    }
    console.info(`usage over HTTP (PGlite, data):\n${report.join('\n')}`);
  }, 600_000);
});
