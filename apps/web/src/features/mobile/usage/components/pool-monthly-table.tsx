import { Paper, Stack, Table, Text } from '@mantine/core';
import type { SharedDataPoolMonthlyUsage } from '@portal/contracts';
import { formatDate, formatPoolFigure } from '@portal/domain';
import { usePhoneLayout } from '../../../../shared/ui/use-phone-layout';

/** The pool's figures per billed period; a stacked list on a phone (ux.md). */
export function PoolMonthlyTable({
  rows,
  dataSharerType,
}: {
  rows: SharedDataPoolMonthlyUsage[];
  dataSharerType: string;
}) {
  const phone = usePhoneLayout();
  const show = (figure: number) => formatPoolFigure(figure, dataSharerType);
  if (rows.length === 0) {
    return (
      <Text>No billed periods yet. Each bill adds the pool's figures for its month here.</Text>
    );
  }
  if (phone) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper key={row.billDate} component="li" withBorder p="sm" radius="md">
            <Text fw={600}>Bill of {formatDate(row.billDate)}</Text>
            <Text size="sm">Plan: {show(row.planGb)}</Text>
            <Text size="sm">Starting carryover: {show(row.startingCarryoverBalanceGb)}</Text>
            <Text size="sm">Final carryover: {show(row.finalCarryoverBalanceGb)}</Text>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Bill date</Table.Th>
          <Table.Th ta="right">Plan</Table.Th>
          <Table.Th ta="right">Starting carryover</Table.Th>
          <Table.Th ta="right">Final carryover</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.billDate}>
            <Table.Td>{formatDate(row.billDate)}</Table.Td>
            <Table.Td ta="right">{show(row.planGb)}</Table.Td>
            <Table.Td ta="right">{show(row.startingCarryoverBalanceGb)}</Table.Td>
            <Table.Td ta="right">{show(row.finalCarryoverBalanceGb)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
