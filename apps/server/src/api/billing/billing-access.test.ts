import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { accessMatrix, HOLDERS_MAY, type AccessRow } from '../../test/access-matrix';

const matrix = accessMatrix();

const base = '/api/visibill/v2/accounts/30000001';
// The household's first bill: the seed names invoices {account}-{bill date}.
const firstInvoice = async () => {
  const { db } = matrix.app().database;
  const [row] = await db
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
  // Ben, of a prepay account, is another customer here too.
  const expected = { ...HOLDERS_MAY, prepayCustomer: 403 };
  const rows: AccessRow[] = [
    { name: 'billDates', request: { url: `${base}/billDates` }, expected },
    { name: 'billingSummary', request: { url: `${base}/billingSummary` }, expected },
    { name: 'invoices', request: { url: `${base}/invoices` }, expected },
    {
      name: 'invoice',
      request: async () => ({ url: `${base}/invoices/${await firstInvoice()}` }),
      expected,
    },
    {
      name: 'invoice changes',
      request: async () => ({ url: `${base}/invoices/${await firstInvoice()}/changes` }),
      expected,
    },
    { name: 'bills by service', request: { url: `${base}/billsByService` }, expected },
    {
      name: 'invoice pdf',
      request: async () => ({ url: `${base}/invoices/${await firstInvoice()}/pdf` }),
      expected,
    },
    { name: 'transactions', request: { url: `${base}/transactions?from=2020-01-01` }, expected },
    { name: 'transactions csv', request: { url: `${base}/transactions.csv` }, expected },
  ];
  matrix.rows(rows);
});

describe('the OpenAPI document', () => {
  it('describes every billing call under the billing tag', async () => {
    const response = await matrix.app().app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, { get?: { tags?: string[] } }> }>().paths;
    const billing = Object.entries(paths).filter(([, item]) => item.get?.tags?.includes('billing'));
    expect(billing.map(([path]) => path).sort()).toEqual(
      [
        'billDates',
        'billingSummary',
        'billsByService',
        'invoices',
        'invoices/{invoiceId}',
        'invoices/{invoiceId}/changes',
        'invoices/{invoiceId}/pdf',
        'transactions',
        'transactions.csv',
        'upcomingCharges',
      ].map((tail) => `/api/visibill/v2/accounts/{accountCode}/${tail}`),
    );
  });
});
