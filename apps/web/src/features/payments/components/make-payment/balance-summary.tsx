import { Group, Paper, Text } from '@mantine/core';
import type { BillingSummary } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';

/**
 * What the account owes now, and when the last bill is due. Amounts to pay are always
 * incl. GST, and this page says so for every account: a business reads its bills excl. GST.
 */
export function BalanceSummary({ summary }: { summary: BillingSummary }) {
  const { balance, lastBill } = summary;
  const [label, value] =
    balance > 0
      ? ['Balance owing', formatNzd(balance)]
      : balance < 0
        ? ['In credit', formatNzd(-balance)]
        : ['Balance owing', formatNzd(0)];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Your balance">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value}{' '}
            <Text span size="sm" fw={400} c="dimmed">
              incl. GST
            </Text>
          </Text>
        </div>
        {balance <= 0 && (
          <Text size="sm">
            Nothing is owing right now. A payment now counts towards your next bill.
          </Text>
        )}
        {lastBill !== null && (
          <Text size="sm" c="dimmed">
            Last bill {formatNzd(lastBill.amountIncludingGst)} incl. GST, due{' '}
            {formatDate(lastBill.dueDate)}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
