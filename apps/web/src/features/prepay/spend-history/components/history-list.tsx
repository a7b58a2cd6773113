import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PrepayTransaction } from '@portal/contracts';
import { formatDate, formatNzd, formatTime } from '@portal/domain';

/** Top-ups read "+$20.00", spend "-$3.50", so the sign says which without colour. */
function signedAmount(cents: number): string {
  return cents > 0 ? `+${formatNzd(cents)}` : formatNzd(cents);
}

function when(entry: PrepayTransaction): { date: string; time: string } {
  const instant = new Date(entry.occurredAt);
  return { date: formatDate(instant), time: formatTime(instant) };
}

/** Wallet entries, newest first: a table on wider screens, a stacked list on a phone (ux.md). */
export function HistoryList({ entries }: { entries: readonly PrepayTransaction[] }) {
  // Below Mantine's sm breakpoint; read at once so a desktop does not flash the phone layout.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  if (phone) {
    return (
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Top-ups and spending"
      >
        {entries.map((entry) => {
          const { date, time } = when(entry);
          return (
            <Card component="li" key={entry.transactionId} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>{entry.description}</Text>
                  <Text size="sm" c="dimmed">
                    {date}, {time}
                  </Text>
                </div>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {signedAmount(entry.amount)}
                </Text>
              </Group>
              <Text size="sm">Balance after {formatNzd(entry.balanceAfter)}</Text>
            </Card>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm" aria-label="Top-ups and spending">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Balance after
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const { date, time } = when(entry);
            return (
              <Table.Tr key={entry.transactionId}>
                <Table.Td>
                  {date}{' '}
                  <Text span size="sm" c="dimmed">
                    {time}
                  </Text>
                </Table.Td>
                <Table.Td>{entry.description}</Table.Td>
                <Table.Td ta="right" fw={entry.amount > 0 ? 600 : undefined}>
                  {signedAmount(entry.amount)}
                </Table.Td>
                <Table.Td ta="right">{formatNzd(entry.balanceAfter)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
