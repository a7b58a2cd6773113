import { Table } from '@mantine/core';
import type { SmoothPay } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';
import { ColumnHeads } from '../../../shared/ui/column-heads';

/** The bills a quote comes from, oldest first, with their total under them. */
export function SmoothPayBills({ bills }: { bills: SmoothPay['bills'] }) {
  const total = bills.reduce((sum, bill) => sum + bill.total, 0);
  return (
    <Table verticalSpacing="xs" aria-label="The bills your smooth pay comes from" maw={560}>
      <ColumnHeads columns={['Bill date', 'Period', 'Amount']} />
      <Table.Tbody>
        {bills.map((bill) => (
          <Table.Tr key={bill.billDate}>
            <Table.Td>{formatDate(bill.billDate)}</Table.Td>
            <Table.Td>
              {formatDate(bill.periodStart)} to {formatDate(bill.periodEnd)}
            </Table.Td>
            <Table.Td ta="right">{formatNzd(bill.total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" colSpan={2}>
            Total of {bills.length} {bills.length === 1 ? 'bill' : 'bills'}
          </Table.Th>
          <Table.Td ta="right" fw={600}>
            {formatNzd(total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
