import { Table, Text } from '@mantine/core';
import type { MeterReading } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { formatKwh } from '../power-format';
import { ColumnHeads } from '../../../shared/ui/column-heads';

/** Readings, newest first, each marked Actual or Estimated. */
export function ReadingsTable({ readings }: { readings: readonly MeterReading[] }) {
  if (readings.length === 0) return <Text size="sm">There are no meter readings yet.</Text>;
  return (
    <Table striped withTableBorder>
      <Table.Caption>Recent meter readings, newest first</Table.Caption>
      <ColumnHeads columns={['Date', 'Reading', 'Type', 'From']} />
      <Table.Tbody>
        {readings.map((reading) => (
          <Table.Tr key={`${reading.meterSerial}-${reading.readAt}`}>
            <Table.Td>{formatDate(reading.readAt)}</Table.Td>
            <Table.Td>{formatKwh(reading.readingKwh)}</Table.Td>
            <Table.Td>{reading.readingType}</Table.Td>
            <Table.Td>
              {reading.meterChanged
                ? 'You (new meter)'
                : reading.source === 'Customer'
                  ? 'You'
                  : reading.source}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
