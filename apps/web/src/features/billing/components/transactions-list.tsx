import type { AccountTransaction } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';
import { LedgerList } from '../../../shared/ui/ledger-list';
import type { LedgerColumn } from '../../../shared/ui/ledger-list';

/** A balance for people: what is owing, or '… in credit' below zero. */
function balanceText(cents: number): string {
  return cents < 0 ? `${formatNzd(-cents)} in credit` : formatNzd(cents);
}

const columns: readonly LedgerColumn<AccountTransaction>[] = [
  { header: 'Date', cell: (entry) => formatDate(entry.date) },
  { header: 'Type', cell: (entry) => entry.transactionType },
  { header: 'Description', cell: (entry) => entry.description },
  { header: 'Amount', cell: (entry) => formatNzd(entry.amount), numeric: true },
  { header: 'Balance', cell: (entry) => balanceText(entry.balanceAfter), numeric: true },
];

/** Ledger entries with the running balance. */
export function TransactionsList({ entries }: { entries: AccountTransaction[] }) {
  return (
    <LedgerList
      entries={entries}
      label="Transactions"
      keyOf={(entry) => entry.transactionId}
      columns={columns}
      minWidth={640}
      card={(entry) => ({
        title: entry.description,
        subtitle: `${formatDate(entry.date)} · ${entry.transactionType}`,
        amount: formatNzd(entry.amount),
        footer: `Balance ${balanceText(entry.balanceAfter)}`,
      })}
    />
  );
}
