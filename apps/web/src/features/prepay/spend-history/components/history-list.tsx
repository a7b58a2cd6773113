import { Text } from '@mantine/core';
import type { PrepayTransaction } from '@portal/contracts';
import { formatDate, formatNzd, formatTime } from '@portal/domain';
import { LedgerList } from '../../../../shared/ui/ledger-list';
import type { LedgerColumn } from '../../../../shared/ui/ledger-list';

/** Top-ups read "+$20.00", spend "-$3.50", so the sign says which without colour. */
function signedAmount(cents: number): string {
  return cents > 0 ? `+${formatNzd(cents)}` : formatNzd(cents);
}

function when(entry: PrepayTransaction): { date: string; time: string } {
  const instant = new Date(entry.occurredAt);
  return { date: formatDate(instant), time: formatTime(instant) };
}

const columns: readonly LedgerColumn<PrepayTransaction>[] = [
  {
    header: 'Date',
    cell: (entry) => {
      const { date, time } = when(entry);
      return (
        <>
          {date}{' '}
          <Text span size="sm" c="dimmed">
            {time}
          </Text>
        </>
      );
    },
  },
  { header: 'Description', cell: (entry) => entry.description },
  {
    header: 'Amount',
    cell: (entry) =>
      entry.amount > 0 ? <strong>{signedAmount(entry.amount)}</strong> : signedAmount(entry.amount),
    numeric: true,
  },
  { header: 'Balance after', cell: (entry) => formatNzd(entry.balanceAfter), numeric: true },
];

/** Wallet entries, newest first. */
export function HistoryList({ entries }: { entries: readonly PrepayTransaction[] }) {
  return (
    <LedgerList
      entries={entries}
      label="Top-ups and spending"
      keyOf={(entry) => entry.transactionId}
      columns={columns}
      minWidth={560}
      card={(entry) => {
        const { date, time } = when(entry);
        return {
          title: entry.description,
          subtitle: `${date}, ${time}`,
          amount: signedAmount(entry.amount),
          footer: `Balance after ${formatNzd(entry.balanceAfter)}`,
        };
      }}
    />
  );
}
