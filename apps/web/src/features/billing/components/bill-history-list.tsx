import { Anchor, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { InvoiceList, InvoiceSummary } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';
import { invoicePdfUrl } from '../api/billing-paths';
import { AnchorLink } from '../../../shared/ui/anchor-link';
import { usePhoneLayout } from '../../../shared/ui/use-phone-layout';
import { InvoiceStatusBadge } from '../../../shared/ui/invoice-status-badge';

interface Props {
  accountCode: string;
  list: InvoiceList;
}

/** A bill given more time (decision 061) says so beside its own due date. */
function Extended({ bill }: { bill: InvoiceSummary }) {
  if (bill.extendedTo == null || bill.status === 'Paid') return null;
  return (
    <Text span size="sm" fw={600}>
      {' '}
      Extended to {formatDate(bill.extendedTo)}
    </Text>
  );
}

const period = (bill: InvoiceSummary) =>
  `${formatDate(bill.periodStart)} to ${formatDate(bill.periodEnd)}`;

function BillLinks({ accountCode, bill }: { accountCode: string; bill: InvoiceSummary }) {
  const billDate = formatDate(bill.billDate);
  return (
    <Group gap="md" wrap="nowrap">
      <AnchorLink
        to="/account/invoice/$invoiceid"
        params={{ invoiceid: bill.invoiceId }}
        aria-label={`View bill of ${billDate}`}
      >
        View bill
      </AnchorLink>
      <Anchor
        href={invoicePdfUrl(accountCode, bill.invoiceId)}
        download={`invoice-${bill.invoiceId}.pdf`}
        aria-label={`Download PDF of bill of ${billDate}`}
      >
        PDF
      </Anchor>
    </Group>
  );
}

/** The bills as a table on wider screens and a stacked list on a phone (ux.md). */
export function BillHistoryList({ accountCode, list }: Props) {
  const phone = usePhoneLayout();
  const inclusive = list.displayGstInclusiveValues;
  const amount = (bill: InvoiceSummary) =>
    formatNzd(inclusive ? bill.amountIncludingGst : bill.amountExcludingGst);
  const amountLabel = inclusive ? 'Amount' : 'Amount excl. GST';

  if (phone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Bills">
        {list.invoices.map((bill) => (
          <Card component="li" key={bill.invoiceId} withBorder padding="md">
            <Group justify="space-between" align="flex-start" mb={4}>
              <Text fw={700}>Bill of {formatDate(bill.billDate)}</Text>
              <InvoiceStatusBadge status={bill.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {period(bill)}
            </Text>
            <Text size="sm">
              {amountLabel}: <strong>{amount(bill)}</strong>
            </Text>
            <Text size="sm" mb="xs">
              Due {formatDate(bill.dueDate)}
              <Extended bill={bill} />
            </Text>
            <BillLinks accountCode={accountCode} bill={bill} />
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm" aria-label="Bills">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Bill date</Table.Th>
            <Table.Th scope="col">Period</Table.Th>
            <Table.Th scope="col" ta="right">
              {amountLabel}
            </Table.Th>
            <Table.Th scope="col">Due date</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Bill and PDF</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.invoices.map((bill) => (
            <Table.Tr key={bill.invoiceId}>
              <Table.Td>{formatDate(bill.billDate)}</Table.Td>
              <Table.Td>{period(bill)}</Table.Td>
              <Table.Td ta="right">{amount(bill)}</Table.Td>
              <Table.Td>
                {formatDate(bill.dueDate)}
                <Extended bill={bill} />
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={bill.status} />
              </Table.Td>
              <Table.Td>
                <BillLinks accountCode={accountCode} bill={bill} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
