import { Accordion, Table } from '@mantine/core';
import { formatDate, formatNzd } from '@portal/domain';
import type { ServiceCostToLeave } from '@portal/contracts';
import { StackedBarChart } from '../../../shared/charts';

const SERIES = ['Device instalments', 'Fee to leave early'] as const;

/** How the cost of leaving falls month by month: a chart, and the same figures as a table. */
export function LeavingSchedule({
  service,
  title,
}: {
  service: ServiceCostToLeave;
  title: string;
}) {
  return (
    <>
      <StackedBarChart
        name={`What it would cost to leave ${title}, month by month`}
        series={SERIES}
        format={(value) => `$${value.toFixed(0)}`}
        bars={service.schedule.map((point) => ({
          date: point.date,
          parts: [point.instalments / 100, point.fee / 100],
          label:
            `Leaving on ${formatDate(point.date)}: ${formatNzd(point.total)}; ` +
            `instalments ${formatNzd(point.instalments)}, fee ${formatNzd(point.fee)}`,
        }))}
      />
      <Accordion variant="contained">
        <Accordion.Item value="table">
          <Accordion.Control>See the figures as a table</Accordion.Control>
          <Accordion.Panel>
            <Table striped withTableBorder>
              <Table.Caption>What it would cost to leave {title}, by date</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">If you leave on</Table.Th>
                  <Table.Th scope="col">{SERIES[0]}</Table.Th>
                  <Table.Th scope="col">{SERIES[1]}</Table.Th>
                  <Table.Th scope="col">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {service.schedule.map((point) => (
                  <Table.Tr key={point.date}>
                    <Table.Td>{formatDate(point.date)}</Table.Td>
                    <Table.Td>{formatNzd(point.instalments)}</Table.Td>
                    <Table.Td>{formatNzd(point.fee)}</Table.Td>
                    <Table.Td>{formatNzd(point.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}
