import { Card, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhoneLayout } from './use-phone-layout';

export interface LedgerColumn<T> {
  header: string;
  cell: (entry: T) => ReactNode;
  /** Money and balances line up on the right. */
  numeric?: boolean;
}

/** One entry as a card on a phone: what it was, when, the amount, the balance after. */
export interface LedgerCard {
  title: ReactNode;
  subtitle: ReactNode;
  amount: ReactNode;
  footer: ReactNode;
}

export interface LedgerListProps<T> {
  entries: readonly T[];
  /** Names the table or list for assistive technology. */
  label: string;
  keyOf: (entry: T) => string;
  columns: readonly LedgerColumn<T>[];
  card: (entry: T) => LedgerCard;
  /** Below this width the table scrolls sideways rather than squeeze. */
  minWidth: number;
}

/** Money entries with a running balance: a table on wider screens, stacked cards on a phone (ux.md). */
export function LedgerList<T>({
  entries,
  label,
  keyOf,
  columns,
  card,
  minWidth,
}: LedgerListProps<T>) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {entries.map((entry) => {
          const { title, subtitle, amount, footer } = card(entry);
          return (
            <Card component="li" key={keyOf(entry)} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>{title}</Text>
                  <Text size="sm" c="dimmed">
                    {subtitle}
                  </Text>
                </div>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {amount}
                </Text>
              </Group>
              <Text size="sm">{footer}</Text>
            </Card>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col" ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={keyOf(entry)}>
              {columns.map((column) => (
                <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {column.cell(entry)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
