import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  billDatesSchema,
  billingSummarySchema,
  invoiceDetailSchema,
  invoiceListSchema,
} from '@portal/contracts';
import { accountTransactions, billDates, invoiceLines, invoices } from '../../db/schema';
import { appForTests } from '../../test/test-app';

const { testApp, people } = appForTests({ seed: true });
const db = () => testApp.database.db;
const base = (code: string) => `/api/visibill/v2/accounts/${code}`;

async function invoiceRows(code: string) {
  return db()
    .select()
    .from(invoices)
    .where(eq(invoices.accountCode, code))
    .orderBy(desc(invoices.billDate));
}

describe('GET …/billDates', () => {
  it('lists the household’s bill dates newest first', async () => {
    const stored = await db()
      .select({ billDate: billDates.billDate })
      .from(billDates)
      .where(eq(billDates.accountCode, '30000001'));
    const listed = billDatesSchema.parse(
      await people.data('aroha@example.nz', `${base('30000001')}/billDates`),
    );
    expect(listed).toHaveLength(stored.length);
    expect(listed.length).toBeGreaterThanOrEqual(13);
    const days = listed.map((entry) => entry.billDate);
    expect(days).toEqual(
      stored
        .map((row) => row.billDate)
        .sort()
        .reverse(),
    );
  });

  it('is an empty list for an account without bills (Ben’s prepay account)', async () => {
    expect(await people.data('ben@example.nz', `${base('30000101')}/billDates`)).toEqual([]);
  });
});

describe('GET …/billingSummary', () => {
  it('takes the balance from the latest ledger entry and the newest bill as the last bill', async () => {
    const [latest] = await db()
      .select()
      .from(accountTransactions)
      .where(eq(accountTransactions.accountCode, '30000001'))
      .orderBy(desc(accountTransactions.occurredAt), desc(accountTransactions.id))
      .limit(1);
    const [newest] = await invoiceRows('30000001');
    const summary = billingSummarySchema.parse(
      await people.data('aroha@example.nz', `${base('30000001')}/billingSummary`),
    );
    expect(summary.balance).toBe(latest?.balanceAfterCents);
    expect(summary.lastBill).toEqual({
      invoiceId: newest?.invoiceId,
      billDate: newest?.billDate,
      dueDate: newest?.dueDate,
      amountIncludingGst: newest?.totalIncludingGstCents,
      amountExcludingGst: newest?.totalExcludingGstCents,
      status: newest?.status,
    });
  });

  it('has no last bill and a zero balance without any billing', async () => {
    expect(await people.data('ben@example.nz', `${base('30000101')}/billingSummary`)).toEqual({
      balance: 0,
      overdue: 0,
      lastBill: null,
    });
  });
});

describe('GET …/invoices', () => {
  it('lists every bill newest first with its amounts and status', async () => {
    const rows = await invoiceRows('30000001');
    const list = invoiceListSchema.parse(
      await people.data('mere@example.nz', `${base('30000001')}/invoices`),
    );
    expect(list.displayGstInclusiveValues).toBe(true);
    const listed = list.invoices;
    expect(listed.map((bill) => bill.invoiceId)).toEqual(rows.map((row) => row.invoiceId));
    const [first] = listed;
    const [row] = rows;
    expect(first).toEqual({
      invoiceId: row?.invoiceId,
      billDate: row?.billDate,
      periodStart: row?.periodStart,
      periodEnd: row?.periodEnd,
      dueDate: row?.dueDate,
      amountIncludingGst: row?.totalIncludingGstCents,
      amountExcludingGst: row?.totalExcludingGstCents,
      gst: row?.gstCents,
      status: row?.status,
      // Not given more time (decision 061).
      extendedTo: null,
    });
    expect(listed.some((bill) => bill.status === 'Paid')).toBe(true);
  });

  it('keeps the cancelled bach’s bills on its own list only', async () => {
    const { invoices: bach } = invoiceListSchema.parse(
      await people.data('aroha@example.nz', `${base('30000002')}/invoices`),
    );
    expect(bach.length).toBeGreaterThan(0);
    expect(bach.every((bill) => bill.invoiceId.startsWith('30000002'))).toBe(true);
  });
});

describe('GET …/invoices/{invoiceId}', () => {
  it('groups the lines by service, with subtotals that add up to the stored totals', async () => {
    const [row] = await invoiceRows('30000001');
    if (row === undefined) throw new Error('no invoice');
    const lines = await db()
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, row.invoiceId))
      .orderBy(asc(invoiceLines.sortOrder));
    const invoice = invoiceDetailSchema.parse(
      await people.data('aroha@example.nz', `${base('30000001')}/invoices/${row.invoiceId}`),
    );
    expect(invoice).toMatchObject({
      invoiceId: row.invoiceId,
      accountCode: '30000001',
      accountName: 'Ngata Household',
      amountIncludingGst: row.totalIncludingGstCents,
      amountExcludingGst: row.totalExcludingGstCents,
      gst: row.gstCents,
      openingBalance: row.openingBalanceCents,
      amountDue: row.openingBalanceCents + row.totalIncludingGstCents,
      displayGstInclusiveValues: true,
    });
    expect(invoice.groups.flatMap((group) => group.lines)).toHaveLength(lines.length);
    const groupKeys = new Set(
      lines.map((line) => `${line.serviceGroup}/${line.serviceEntity ?? ''}`),
    );
    expect(invoice.groups).toHaveLength(groupKeys.size);
    for (const group of invoice.groups) {
      const own = lines.filter(
        (line) =>
          line.serviceGroup === group.serviceGroup && line.serviceEntity === group.serviceEntity,
      );
      expect(group.lines.map((line) => line.description)).toEqual(
        own.map((line) => line.description),
      );
      expect(group.subtotalIncludingGst).toBe(
        own.reduce((sum, line) => sum + line.amountIncludingGstCents, 0),
      );
    }
    const total = invoice.groups.reduce((sum, group) => sum + group.subtotalIncludingGst, 0);
    expect(total).toBe(row.totalIncludingGstCents);
    expect(invoice.groups.map((group) => group.title)).toContain('Mobile 021 123 4567');
  });

  it('tells a GST-exclusive business account so (Kiri)', async () => {
    const [row] = await invoiceRows('30000301');
    const invoice = invoiceDetailSchema.parse(
      await people.data('kiri@example.nz', `${base('30000301')}/invoices/${row?.invoiceId ?? ''}`),
    );
    expect(invoice.displayGstInclusiveValues).toBe(false);
    const list = invoiceListSchema.parse(
      await people.data('kiri@example.nz', `${base('30000301')}/invoices`),
    );
    expect(list.displayGstInclusiveValues).toBe(false);
    expect(invoice.amountExcludingGst + invoice.gst).toBe(invoice.amountIncludingGst);
  });

  it('is the same 404 for another account’s invoice as for one that does not exist', async () => {
    const [household] = await invoiceRows('30000001');
    const id = household?.invoiceId ?? '';
    const viaBach = await people.get('aroha@example.nz', `${base('30000002')}/invoices/${id}`);
    const viaKiri = await people.get('kiri@example.nz', `${base('30000301')}/invoices/${id}`);
    const missing = await people.get(
      'aroha@example.nz',
      `${base('30000002')}/invoices/30000002-19990101`,
    );
    for (const response of [viaBach, viaKiri, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Ngata Household');
      expect(response.json<{ message: string }>().message).toBe('We could not find that invoice.');
    }
    const pdf = await people.get('aroha@example.nz', `${base('30000002')}/invoices/${id}/pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.headers['content-type']).toContain('application/json');
  });
});

describe('GET …/invoices/{invoiceId}/pdf', () => {
  it('is a PDF download named after the invoice, carrying its number', async () => {
    const [row] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.accountCode, '30000001')))
      .orderBy(desc(invoices.billDate))
      .limit(1);
    const id = row?.invoiceId ?? '';
    const response = await people.get('aroha@example.nz', `${base('30000001')}/invoices/${id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${id}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    // The document title is not in a compressed stream, so the number can be read from it.
    expect(pdf.toString('latin1')).toContain(`(Invoice ${id})`);
  });
});
