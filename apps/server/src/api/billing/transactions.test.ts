import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTransactionsSchema } from '@portal/contracts';
import { formatDate, toNzDateKey } from '@portal/domain';
import { accountTransactions } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { PERIOD_ORDER_MESSAGE } from './find-transactions';

const { testApp, people } = appForTests({ seed: true });
const base = '/api/visibill/v2/accounts/30000001';

async function ledger(code = '30000001') {
  return testApp.database.db
    .select()
    .from(accountTransactions)
    .where(eq(accountTransactions.accountCode, code))
    .orderBy(desc(accountTransactions.occurredAt), desc(accountTransactions.id));
}

async function transactions(url: string) {
  return accountTransactionsSchema.parse(await people.data('aroha@example.nz', url));
}

describe('GET …/transactions', () => {
  it('gives the whole ledger newest first, with each entry’s running balance', async () => {
    const rows = await ledger();
    const listed = await transactions(`${base}/transactions`);
    expect(listed.map((entry) => entry.transactionId)).toEqual(rows.map((row) => String(row.id)));
    expect(listed.map((entry) => entry.balanceAfter)).toEqual(
      rows.map((row) => row.balanceAfterCents),
    );
    expect(new Set(listed.map((entry) => entry.transactionType))).toEqual(
      new Set(['Invoice', 'Payment', 'Credit']),
    );
    // Each balance is the one after it (older) plus this entry's amount.
    listed.slice(0, -1).forEach((entry, index) => {
      expect(entry.balanceAfter).toBe((listed[index + 1]?.balanceAfter ?? 0) + entry.amount);
    });
  });

  it('keeps only entries whose Auckland day is inside the period, both ends included', async () => {
    const rows = await ledger();
    const days = rows.map((row) => toNzDateKey(row.occurredAt));
    // A period from the day of the 3rd newest entry to the day of the 8th newest.
    const to = days[2] ?? '';
    const from = days[7] ?? '';
    const expected = rows.filter(
      (_, index) => (days[index] ?? '') >= from && (days[index] ?? '') <= to,
    );
    const listed = await transactions(`${base}/transactions?from=${from}&to=${to}`);
    expect(listed.map((entry) => entry.transactionId)).toEqual(
      expected.map((row) => String(row.id)),
    );
    expect(listed.length).toBeGreaterThanOrEqual(6);
    const onlyOneDay = await transactions(`${base}/transactions?from=${to}&to=${to}`);
    expect(onlyOneDay.every((entry) => entry.date === to)).toBe(true);
    expect(onlyOneDay.length).toBeGreaterThan(0);
  });

  it('is empty for a period without entries', async () => {
    expect(await transactions(`${base}/transactions?from=2001-01-01&to=2001-12-31`)).toEqual([]);
  });

  it('refuses a start after the end, and dates that are not dates, with a clear message', async () => {
    const reversed = await people.get(
      'aroha@example.nz',
      `${base}/transactions?from=2026-03-01&to=2026-02-01`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ message: string }>().message).toBe(PERIOD_ORDER_MESSAGE);
    for (const query of ['from=2026-02-30', 'to=01/02/2026', 'from=yesterday']) {
      const response = await people.get('aroha@example.nz', `${base}/transactions?${query}`);
      expect(response.statusCode, query).toBe(400);
      const field = query.startsWith('from') ? 'start' : 'end';
      expect(
        response.json<{ data: { fieldErrors: { message: string }[] } }>().data.fieldErrors,
      ).toEqual([expect.objectContaining({ message: `Enter the ${field} date as yyyy-MM-dd.` })]);
    }
    const csv = await people.get(
      'aroha@example.nz',
      `${base}/transactions.csv?from=2026-03-01&to=2026-02-01`,
    );
    expect(csv.statusCode).toBe(400);
  });
});

describe('GET …/transactions.csv', () => {
  it('is a CSV download of the same entries: header, dd/MM/yyyy dates, two-decimal amounts', async () => {
    const rows = await ledger();
    const from = toNzDateKey(rows[rows.length - 1]?.occurredAt ?? new Date());
    const to = toNzDateKey(rows[0]?.occurredAt ?? new Date());
    const response = await people.get(
      'mere@example.nz',
      `${base}/transactions.csv?from=${from}&to=${to}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="transactions-30000001-from-${from}-to-${to}.csv"`,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Description,Amount,Balance');
    expect(lines).toHaveLength(rows.length + 1);
    const newest = rows[0];
    if (newest === undefined) throw new Error('empty ledger');
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(lines[1]).toBe(
      [
        formatDate(newest.occurredAt),
        newest.transactionType,
        newest.description,
        dollars(newest.amountCents),
        dollars(newest.balanceAfterCents),
      ].join(','),
    );
    const payment = rows.find((row) => row.transactionType === 'Payment');
    expect(lines.some((line) => line.includes(`,-${dollars(-(payment?.amountCents ?? 0))},`))).toBe(
      true,
    );
  });

  it('defuses formulas and quotes commas in descriptions', async () => {
    const [latest] = await ledger();
    await testApp.database.db.insert(accountTransactions).values([
      {
        accountCode: '30000001',
        transactionType: 'Credit',
        occurredAt: new Date('2001-06-01T00:00:00Z'),
        description: '=HYPERLINK("http://evil.example","Refund")',
        amountCents: -100,
        balanceAfterCents: (latest?.balanceAfterCents ?? 0) - 100,
      },
      {
        accountCode: '30000001',
        transactionType: 'Credit',
        occurredAt: new Date('2001-06-02T00:00:00Z'),
        description: '@SUM(1+1), and -2+3',
        amountCents: -100,
        balanceAfterCents: (latest?.balanceAfterCents ?? 0) - 200,
      },
    ]);
    const response = await people.get(
      'aroha@example.nz',
      `${base}/transactions.csv?from=2001-06-01&to=2001-06-30`,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[1]).toContain(`,"'@SUM(1+1), and -2+3",-1.00,`);
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.example"",""Refund"")",-1.00,`);
  });
});
