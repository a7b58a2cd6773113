import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { demoBrowsers } from './billing-testing';

let testApp: TestApp;
const people = demoBrowsers(() => testApp);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(async () => {
  await testApp.close();
});

const base = '/api/visibill/v2/accounts/30000001';
// The household's first bill: the seed names invoices {account}-{bill date}.
const firstInvoice = async () => {
  const { invoices } = await import('../../db/schema');
  const { asc, eq } = await import('drizzle-orm');
  const [row] = await testApp.database.db
    .select({ invoiceId: invoices.invoiceId })
    .from(invoices)
    .where(eq(invoices.accountCode, '30000001'))
    .orderBy(asc(invoices.billDate))
    .limit(1);
  if (row === undefined) throw new Error('the seed has no invoice for 30000001');
  return row.invoiceId;
};

/**
 * Every billing call only reads, so every holder of the account may make it: the owner,
 * the AccountRead user and staff; another customer is refused and nobody signed out gets in.
 */
describe('who may read the billing of 30000001', () => {
  const paths: [string, () => Promise<string>][] = [
    ['billDates', () => Promise.resolve(`${base}/billDates`)],
    ['billingSummary', () => Promise.resolve(`${base}/billingSummary`)],
    ['invoices', () => Promise.resolve(`${base}/invoices`)],
    ['invoice', async () => `${base}/invoices/${await firstInvoice()}`],
    ['invoice pdf', async () => `${base}/invoices/${await firstInvoice()}/pdf`],
    ['transactions', () => Promise.resolve(`${base}/transactions?from=2020-01-01`)],
    ['transactions csv', () => Promise.resolve(`${base}/transactions.csv`)],
    ['upcoming charges', () => Promise.resolve(`${base}/upcomingCharges`)],
  ];
  const cells: [string, number][] = [
    ['kiri@example.nz', 403],
    ['ben@example.nz', 403],
    ['mere@example.nz', 200],
    ['aroha@example.nz', 200],
    ['sam.sales@example.nz', 200],
  ];
  for (const [name, path] of paths) {
    it(name, async () => {
      const url = await path();
      expect((await people.anonymous().request({ url })).statusCode).toBe(401);
      for (const [email, status] of cells) {
        expect((await people.get(email, url)).statusCode, `${email} ${url}`).toBe(status);
      }
    });
  }
});

describe('the OpenAPI document', () => {
  it('describes every billing call under the billing tag', async () => {
    const response = await testApp.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, { get?: { tags?: string[] } }> }>().paths;
    const billing = Object.entries(paths).filter(([, item]) => item.get?.tags?.includes('billing'));
    expect(billing.map(([path]) => path).sort()).toEqual(
      [
        'billDates',
        'billingSummary',
        'invoices',
        'invoices/{invoiceId}',
        'invoices/{invoiceId}/pdf',
        'transactions',
        'transactions.csv',
        'upcomingCharges',
      ].map((tail) => `/api/visibill/v2/accounts/{accountCode}/${tail}`),
    );
  });
});
