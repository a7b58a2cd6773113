import { Card, Group, Stack, Table, Text } from '@mantine/core';
import type { AccountTransaction } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';
import { usePhoneLayout } from '../hooks/use-phone-layout';

/** A balance for people: what is owing, or '… in credit' below zero. */
function balanceText(cents: number): string {
  return cents < 0 ? `${formatNzd(-cents)} in credit` : formatNzd(cents);
}

/** Ledger entries with the running balance: a table on wider screens, a list on a phone. */
export function TransactionsList({ entries }: { entries: AccountTransaction[] }) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Transactions"
      >
        {entries.map((entry) => (
          <Card component="li" key={entry.transactionId} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{entry.description}</Text>
                <Text size="sm" c="dimmed">
                  {formatDate(entry.date)} · {entry.transactionType}
                </Text>
              </div>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatNzd(entry.amount)}
              </Text>
            </Group>
            <Text size="sm">Balance {balanceText(entry.balanceAfter)}</Text>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm" aria-label="Transactions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Balance
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.transactionId}>
              <Table.Td>{formatDate(entry.date)}</Table.Td>
              <Table.Td>{entry.transactionType}</Table.Td>
              <Table.Td>{entry.description}</Table.Td>
              <Table.Td ta="right">{formatNzd(entry.amount)}</Table.Td>
              <Table.Td ta="right">{balanceText(entry.balanceAfter)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
