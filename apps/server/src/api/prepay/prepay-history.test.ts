import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  prepayTransactionHistorySchema,
  type PrepayTransaction,
  type PrepayTransactionHistory,
} from '@portal/contracts';
import { prepayTransactions, walletBalances } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { BEN_LINE, HISTORY, messageOf } from './testing';

const { testApp, people } = appForTests({ seed: true }, 300_000);
const BEN = 'ben@example.nz';
const SAM = 'sam.sales@example.nz';
/** The spare prepay number (no history of its own), which staff may open. */
const SPARE_HISTORY =
  '/api/mobile/v2/management/accounts/30000199/mobileServices/0201234599/prepayTransactionHistory';

async function page(email: string, url: string): Promise<PrepayTransactionHistory> {
  return prepayTransactionHistorySchema.parse(await people.data(email, url));
}

/** Every page from the newest, following nextRecordsPriorTo until there is none. */
async function allPages(email: string, base: string, recordCount: number) {
  const pages: PrepayTransaction[][] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ recordCount: String(recordCount) });
    if (cursor !== null) query.set('recordsPriorTo', cursor);
    const next = await page(email, `${base}?${query.toString()}`);
    pages.push(next.transactions);
    cursor = next.nextRecordsPriorTo;
    expect(pages.length).toBeLessThan(200);
  } while (cursor !== null);
  return pages;
}

describe('Ben’s prepay history', () => {
  it('pages newest first and returns every entry once', async () => {
    const pages = await allPages(BEN, HISTORY, 7);
    const listed = pages.flat().map((entry) => entry.transactionId);
    const stored = await testApp.database.db
      .select({ id: prepayTransactions.id })
      .from(prepayTransactions)
      .where(eq(prepayTransactions.serviceEntity, BEN_LINE))
      .orderBy(desc(prepayTransactions.occurredAt), desc(prepayTransactions.id));
    expect(stored.length).toBeGreaterThan(20);
    expect(listed).toEqual(stored.map((row) => row.id));
    for (const entries of pages.slice(0, -1)) expect(entries.length).toBeLessThanOrEqual(7);
  });

  it('gives 20 entries when no count is asked for', async () => {
    expect((await page(BEN, HISTORY)).transactions).toHaveLength(20);
  });

  it('never takes the wallet below zero, and ends at the wallet balance', async () => {
    const oldestFirst = (await allPages(BEN, HISTORY, 100)).flat().reverse();
    const first = oldestFirst[0];
    expect(first).toBeDefined();
    let balance = (first?.balanceAfter ?? 0) - (first?.amount ?? 0);
    expect(balance).toBeGreaterThanOrEqual(0);
    for (const entry of oldestFirst) {
      balance += entry.amount;
      expect(entry.balanceAfter, entry.occurredAt).toBe(balance);
      expect(entry.balanceAfter, entry.occurredAt).toBeGreaterThanOrEqual(0);
    }
    const [wallet] = await testApp.database.db
      .select({ balance: walletBalances.balanceCents })
      .from(walletBalances)
      .where(eq(walletBalances.serviceEntity, BEN_LINE));
    expect(wallet?.balance).toBe(balance);
  });

  it('refuses a bad page request', async () => {
    for (const query of ['recordCount=0', 'recordCount=101', 'recordsPriorTo=2026-01-01']) {
      const response = await people.call(BEN, { url: `${HISTORY}?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is a 404 for a postpay line', async () => {
    const response = await people.call('aroha@example.nz', {
      url: '/api/mobile/v2/management/accounts/30000001/mobileServices/0211234567/prepayTransactionHistory',
    });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toContain('postpay');
  });
});

describe('entries that share an instant', () => {
  const at = (iso: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      serviceEntity: '0201234599',
      transactionType: 'Usage',
      description: `Usage ${iso} #${index}`,
      amountCents: -10,
      balanceAfterCents: 1000,
      occurredAt: new Date(iso),
    }));

  it('are never split by a page edge, and a group larger than a page comes whole', async () => {
    await testApp.database.db
      .insert(prepayTransactions)
      .values([
        ...at('2026-02-05T09:00:00.000Z', 2),
        ...at('2026-02-04T09:00:00.000Z', 3),
        ...at('2026-02-03T09:00:00.000Z', 6),
        ...at('2026-02-02T09:00:00.123Z', 1),
      ]);
    const pages = await allPages(SAM, SPARE_HISTORY, 4);
    // 2 fit, and the next 3 share an instant: the page ends before them; 6 alone overflow.
    expect(pages.map((entries) => entries.length)).toEqual([2, 3, 6, 1]);
    const stored = await testApp.database.db
      .select({ id: prepayTransactions.id })
      .from(prepayTransactions)
      .where(eq(prepayTransactions.serviceEntity, '0201234599'));
    const listed = pages.flat().map((entry) => entry.transactionId);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(stored.map((row) => row.id).sort());
  });
});
