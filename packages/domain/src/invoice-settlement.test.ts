import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceState, outstandingByInvoice, type LedgerEntry } from './invoice-settlement';

const bill = (invoiceId: string, amountCents: number): LedgerEntry => ({ invoiceId, amountCents });
const pay = (amountCents: number): LedgerEntry => ({ invoiceId: null, amountCents: -amountCents });

describe('outstandingByInvoice', () => {
  it('settles the oldest bill first and carries money paid ahead to the next bill', () => {
    const left = outstandingByInvoice([
      bill('A', 10_000),
      bill('B', 8_000),
      pay(12_000),
      pay(5_000),
      bill('C', 4_000),
    ]);
    expect([...left]).toEqual([
      ['A', 0],
      ['B', 1_000],
      ['C', 4_000],
    ]);
    expect([...outstandingByInvoice([pay(3_000), bill('A', 10_000)])]).toEqual([['A', 7_000]]);
  });

  it('counts a credit like a payment, and a dishonoured payment takes back money paid ahead', () => {
    expect([...outstandingByInvoice([bill('A', 5_000), pay(2_000), pay(3_000)])]).toEqual([
      ['A', 0],
    ]);
    const dishonoured = { invoiceId: null, amountCents: 6_000 };
    expect([...outstandingByInvoice([pay(6_000), dishonoured, bill('A', 5_000)])]).toEqual([
      ['A', 5_000],
    ]);
  });

  const ledgers = fc.array(
    fc.oneof(
      fc.integer({ min: 1, max: 50_000 }).map((cents) => ({ kind: 'bill' as const, cents })),
      fc.integer({ min: 1, max: 50_000 }).map((cents) => ({ kind: 'pay' as const, cents })),
    ),
    { maxLength: 40 },
  );
  const toEntries = (steps: { kind: 'bill' | 'pay'; cents: number }[]) =>
    steps.map((step, index) =>
      step.kind === 'bill' ? bill(`INV-${String(index)}`, step.cents) : pay(step.cents),
    );

  it('leaves exactly the balance owing across the bills, each between nothing and its total', () => {
    fc.assert(
      fc.property(ledgers, (steps) => {
        const entries = toEntries(steps);
        const left = outstandingByInvoice(entries);
        const balance = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
        const owed = [...left.values()].reduce((sum, cents) => sum + cents, 0);
        expect(owed).toBe(Math.max(0, balance));
        for (const entry of entries) {
          if (entry.invoiceId === null) continue;
          const cents = left.get(entry.invoiceId) ?? -1;
          expect(cents).toBeGreaterThanOrEqual(0);
          expect(cents).toBeLessThanOrEqual(entry.amountCents);
        }
      }),
    );
  });

  it('never leaves an older bill unpaid while a newer one has been paid towards', () => {
    fc.assert(
      fc.property(ledgers, (steps) => {
        const entries = toEntries(steps);
        const left = outstandingByInvoice(entries);
        const bills = entries.filter((entry) => entry.invoiceId !== null);
        bills.forEach((older, index) => {
          if ((left.get(older.invoiceId ?? '') ?? 0) === 0) return;
          for (const newer of bills.slice(index + 1)) {
            expect(left.get(newer.invoiceId ?? '')).toBe(newer.amountCents);
          }
        });
      }),
    );
  });
});

describe('invoiceState', () => {
  it('is Paid with nothing left, Overdue after the due date, else Issued', () => {
    expect(invoiceState(0, '2026-10-20', '2026-11-27')).toBe('Paid');
    expect(invoiceState(1, '2026-10-20', '2026-11-27')).toBe('Overdue');
    expect(invoiceState(1, '2026-11-27', '2026-11-27')).toBe('Issued');
  });
});
