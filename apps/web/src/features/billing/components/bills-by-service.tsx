import { Accordion, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BillsByService as Bills } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';
import { billsByServiceQueryOptions } from '../api/bill-changes-queries';
import { StackedBarChart } from '../../../shared/charts';
import { ColumnHeads } from '../../../shared/ui/column-heads';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

const HEADING_ID = 'bills-by-service';
const dollars = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 });

/** The last 13 bills as bars stacked by service group, with the same figures as a table. */
export function BillsByService({ accountCode }: { accountCode: string }) {
  const bills = useQuery(billsByServiceQueryOptions(accountCode));
  if (bills.isPending) {
    return <LoadingSkeleton height={320} label="Loading your bills by service" />;
  }
  if (bills.isError) {
    return (
      <LoadFailed
        what="your bills by service"
        onRetry={() => {
          void bills.refetch();
        }}
      />
    );
  }
  // No bills yet: the list below says so.
  if (bills.data.bills.length === 0) return null;
  return <BillsChart bills={bills.data} />;
}

/** Each service group once, in the order the bills first name them. */
function seriesOf(bills: Bills): string[] {
  return [...new Set(bills.bills.flatMap((bill) => bill.services.map((s) => s.title)))];
}

function BillsChart({ bills }: { bills: Bills }) {
  const suffix = bills.displayGstInclusiveValues ? '' : ' excl. GST';
  const money = (cents: number) => `${formatNzd(cents)}${suffix}`;
  const series = seriesOf(bills);
  const partOf = (bill: Bills['bills'][number], title: string) =>
    bill.services.filter((s) => s.title === title).reduce((sum, s) => sum + s.amount, 0);
  const count = bills.bills.length;
  const highest = bills.bills.reduce((top, bill) => (bill.amount > top.amount ? bill : top));
  const average = Math.round(bills.bills.reduce((sum, bill) => sum + bill.amount, 0) / count);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={HEADING_ID}>
          {count === 1 ? 'Your bill by service' : `Your last ${String(count)} bills by service`}
        </Title>
        <Text size="sm">
          Your bills averaged {money(average)}; the highest was {money(highest.amount)} on{' '}
          {formatDate(highest.billDate)}.
        </Text>
        <StackedBarChart
          name={`Bills by service, ${bills.displayGstInclusiveValues ? 'incl.' : 'excl.'} GST`}
          series={series}
          format={(value) => `$${dollars.format(value)}`}
          bars={bills.bills.map((bill) => ({
            date: bill.billDate,
            parts: series.map((title) => partOf(bill, title) / 100),
            label:
              `Bill of ${formatDate(bill.billDate)}: ${money(bill.amount)}; ` +
              series.map((title) => `${title} ${formatNzd(partOf(bill, title))}`).join(', '),
          }))}
        />
        <Accordion variant="contained">
          <Accordion.Item value="table">
            <Accordion.Control>See the figures as a table</Accordion.Control>
            <Accordion.Panel>
              <Table.ScrollContainer minWidth={520}>
                <Table striped withTableBorder>
                  <Table.Caption>
                    Each bill by service{bills.displayGstInclusiveValues ? '' : ', excl. GST'}
                  </Table.Caption>
                  <ColumnHeads columns={['Bill date', ...series, 'Total']} />
                  <Table.Tbody>
                    {[...bills.bills].reverse().map((bill) => (
                      <Table.Tr key={bill.invoiceId}>
                        <Table.Td>{formatDate(bill.billDate)}</Table.Td>
                        {series.map((title) => (
                          <Table.Td key={title}>{formatNzd(partOf(bill, title))}</Table.Td>
                        ))}
                        <Table.Td>{formatNzd(bill.amount)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Card>
  );
}
