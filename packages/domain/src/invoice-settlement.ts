import type { DateKey } from './nz-date';

/** One entry of an account's ledger: a bill (positive, with its invoice), a payment or credit. */
export interface LedgerEntry {
  readonly amountCents: number;
  readonly invoiceId: string | null;
}

/**
 * What is still to pay on each invoice, from the ledger in the order things happened.
 * Bills are balance-forward, so a payment or credit settles the oldest unpaid bill first;
 * money paid ahead waits for the next bill. A charge without an invoice (a dishonoured
 * payment) takes back money paid ahead before anything else.
 */
export function outstandingByInvoice(entries: readonly LedgerEntry[]): Map<string, number> {
  const outstanding = new Map<string, number>();
  let paidAhead = 0;
  for (const entry of entries) {
    if (entry.amountCents > 0) {
      const fromAhead = Math.min(paidAhead, entry.amountCents);
      paidAhead -= fromAhead;
      if (entry.invoiceId !== null) {
        outstanding.set(entry.invoiceId, entry.amountCents - fromAhead);
      }
      continue;
    }
    let money = -entry.amountCents;
    for (const [invoiceId, owed] of outstanding) {
      if (money === 0) break;
      if (owed === 0) continue;
      const applied = Math.min(money, owed);
      outstanding.set(invoiceId, owed - applied);
      money -= applied;
    }
    paidAhead += money;
  }
  return outstanding;
}

export type InvoiceState = 'Paid' | 'Issued' | 'Overdue';

/** Paid when nothing is left to pay on it; unpaid after its due date is Overdue. */
export function invoiceState(
  outstandingCents: number,
  dueDate: DateKey,
  today: DateKey,
): InvoiceState {
  if (outstandingCents <= 0) return 'Paid';
  return dueDate < today ? 'Overdue' : 'Issued';
}
