import { and, asc, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billChangesSchema, billsByServiceSchema } from '@portal/contracts';
import { invoiceLines, invoices } from '../../db/schema';
import { TECHNICIAN_VISIT } from '../../db/seed/invoice-lines';
import { appForTests } from '../../test/test-app';

const { testApp, people } = appForTests({ seed: true });
const db = () => testApp.database.db;
const base = (code: string) => `/api/visibill/v2/accounts/${code}`;
const changesUrl = (code: string, invoiceId: string) =>
  `${base(code)}/invoices/${invoiceId}/changes`;

async function billsOf(code: string) {
  return db()
    .select()
    .from(invoices)
    .where(eq(invoices.accountCode, code))
    .orderBy(desc(invoices.billDate));
}

async function changesOf(email: string, code: string, invoiceId: string) {
  return billChangesSchema.parse(await people.data(email, changesUrl(code, invoiceId)));
}

describe('GET …/invoices/{invoiceId}/changes', () => {
  it('explains the household’s newest bill against the one before, the one-off charge too', async () => {
    const [newest, before] = await billsOf('30000001');
    if (newest === undefined || before === undefined) throw new Error('no bills');
    const answer = await changesOf('aroha@example.nz', '30000001', newest.invoiceId);
    expect(answer.displayGstInclusiveValues).toBe(true);
    expect(answer.bill).toEqual({
      invoiceId: newest.invoiceId,
      billDate: newest.billDate,
      amount: newest.totalIncludingGstCents,
    });
    expect(answer.previous?.invoiceId).toBe(before.invoiceId);
    expect(answer.difference).toBe(newest.totalIncludingGstCents - before.totalIncludingGstCents);
    expect(answer.changes.reduce((sum, c) => sum + c.difference, 0)).toBe(answer.difference);
    expect(answer.changes).toContainEqual({
      kind: 'oneOff',
      serviceGroup: 'Internet',
      serviceEntity: expect.any(String) as string,
      title: expect.stringMatching(/^Broadband/) as string,
      text: `One-off charge: ${TECHNICIAN_VISIT}`,
      difference: 14_900,
    });
  });

  it('names the leader’s plan change and the day it took effect on the bill it fell in', async () => {
    const [split] = await db()
      .select({ invoiceId: invoiceLines.invoiceId, quantity: invoiceLines.quantity })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.invoiceId, invoiceLines.invoiceId))
      .where(
        and(
          eq(invoices.accountCode, '30000001'),
          eq(invoiceLines.description, 'Group Plan Leader 60GB'),
          like(invoiceLines.quantity, '% to %'),
        ),
      );
    if (split === undefined) throw new Error('the seed has no mid-period plan change');
    const from = split.quantity?.split(' to ')[0] ?? '';
    const answer = await changesOf('aroha@example.nz', '30000001', split.invoiceId);
    const change = answer.changes.find((c) => c.kind === 'planChanged');
    expect(change).toMatchObject({
      serviceEntity: '0211234567',
      title: 'Mobile 021 123 4567',
      text: expect.stringContaining(
        `Plan changed from Group Plan Leader 30GB to Group Plan Leader 60GB on ${from}`,
      ) as string,
    });
  });

  it('has nothing to compare on the first bill', async () => {
    const [first] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.accountCode, '30000001'))
      .orderBy(asc(invoices.billDate))
      .limit(1);
    if (first === undefined) throw new Error('no bills');
    const answer = await changesOf('aroha@example.nz', '30000001', first.invoiceId);
    expect(answer).toMatchObject({ previous: null, difference: 0, changes: [] });
  });

  it('shows an authorised user what the owner sees', async () => {
    const [newest] = await billsOf('30000001');
    if (newest === undefined) throw new Error('no bills');
    expect(await changesOf('mere@example.nz', '30000001', newest.invoiceId)).toEqual(
      await changesOf('aroha@example.nz', '30000001', newest.invoiceId),
    );
  });

  it('gives a business account its amounts without GST', async () => {
    const [newest, before] = await billsOf('30000301');
    if (newest === undefined || before === undefined) throw new Error('no bills');
    const answer = await changesOf('kiri@example.nz', '30000301', newest.invoiceId);
    expect(answer.displayGstInclusiveValues).toBe(false);
    expect(answer.difference).toBe(newest.totalExcludingGstCents - before.totalExcludingGstCents);
    expect(answer.changes.reduce((sum, c) => sum + c.difference, 0)).toBe(answer.difference);
  });

  it('refuses another customer, and is a 404 for another account’s bill', async () => {
    const [aroha] = await billsOf('30000001');
    const [bach] = await billsOf('30000002');
    const [liam] = await billsOf('30000401');
    if (aroha === undefined || bach === undefined || liam === undefined)
      throw new Error('no bills');
    const asked: [string, string, string, number][] = [
      ['liam@example.nz', '30000001', aroha.invoiceId, 403],
      // Aroha holds the bach too, but its bill is not on the household account.
      ['aroha@example.nz', '30000001', bach.invoiceId, 404],
      ['liam@example.nz', '30000401', aroha.invoiceId, 404],
      ['mere@example.nz', '30000001', liam.invoiceId, 404],
    ];
    for (const [email, code, invoiceId, status] of asked) {
      const response = await people.get(email, changesUrl(code, invoiceId));
      expect(response.statusCode, `${email} ${code} ${invoiceId}`).toBe(status);
    }
  });
});

describe('GET …/billsByService', () => {
  it('gives the last 13 bills oldest first, each split by service group', async () => {
    const stored = (await billsOf('30000001')).slice(0, 13).reverse();
    const answer = billsByServiceSchema.parse(
      await people.data('mere@example.nz', `${base('30000001')}/billsByService`),
    );
    expect(answer.displayGstInclusiveValues).toBe(true);
    expect(answer.bills.map((bill) => bill.invoiceId)).toEqual(stored.map((row) => row.invoiceId));
    for (const bill of answer.bills) {
      expect(bill.services.reduce((sum, s) => sum + s.amount, 0)).toBe(bill.amount);
    }
    expect(answer.bills.at(-1)?.services.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Electricity', 'Broadband', 'Landline', 'Mobile']),
    );
  });

  it('is in the business account’s GST view, and refused to another customer', async () => {
    const answer = billsByServiceSchema.parse(
      await people.data('kiri@example.nz', `${base('30000301')}/billsByService`),
    );
    const [newest] = await billsOf('30000301');
    expect(answer.displayGstInclusiveValues).toBe(false);
    expect(answer.bills.at(-1)?.amount).toBe(newest?.totalExcludingGstCents);
    expect(
      (await people.get('kiri@example.nz', `${base('30000001')}/billsByService`)).statusCode,
    ).toBe(403);
  });
});
