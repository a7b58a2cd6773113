import { Badge, Stack, Table, Text } from '@mantine/core';
import type { CallOrTextUsage, DataUsage, UsageType } from '@portal/contracts';
import {
  formatCallMinutes,
  formatDataVolume,
  formatNzd,
  formatPhoneNumber,
  formatTime,
} from '@portal/domain';

type DataDay = DataUsage['dayGroups'][number];
type CallOrTextDay = CallOrTextUsage['dayGroups'][number];

/** What one event of a kind is called in the day list. */
export const EVENT_NOUN: Readonly<Record<UsageType, string>> = {
  data: 'data sessions',
  voice: 'calls',
  text: 'texts',
};

/** A day in a pool can carry what the other lines used and nothing of this one. */
export function NoEvents({ kind }: { kind: UsageType }) {
  return <Text size="sm">No {EVENT_NOUN[kind]} from this number on this day.</Text>;
}

export function DataEventsTable({ day }: { day: DataDay }) {
  const events = day.standardGroup.events;
  if (events.length === 0) return <NoEvents kind="data" />;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Started</Table.Th>
          <Table.Th>Ended</Table.Th>
          <Table.Th ta="right">Data</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event) => (
          <Table.Tr key={event.eventDate}>
            <Table.Td>{formatTime(new Date(event.startDate))}</Table.Td>
            <Table.Td>{formatTime(new Date(event.endDate))}</Table.Td>
            <Table.Td ta="right">{formatDataVolume(event.dataVolumeBytes)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Standard and premium calls or texts of a day together, in time order. */
export function CallOrTextEventsTable({
  kind,
  day,
}: {
  kind: 'voice' | 'text';
  day: CallOrTextDay;
}) {
  const events = [...day.standardGroup.events, ...day.premiumGroup.events].sort((a, b) =>
    a.eventDate.localeCompare(b.eventDate),
  );
  if (events.length === 0) return <NoEvents kind={kind} />;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Time</Table.Th>
          <Table.Th>To</Table.Th>
          {kind === 'voice' && <Table.Th ta="right">Duration</Table.Th>}
          <Table.Th ta="right">Price</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((event, index) => (
          <Table.Tr key={`${event.eventDate}-${String(index)}`}>
            <Table.Td>{formatTime(new Date(event.eventDate))}</Table.Td>
            <Table.Td>
              <Stack gap={2} align="flex-start">
                <span>{formatPhoneNumber(event.destinationNumber)}</span>
                {event.isPremium && (
                  <Badge size="xs" color="orange" variant="light">
                    Premium
                  </Badge>
                )}
              </Stack>
            </Table.Td>
            {kind === 'voice' && (
              <Table.Td ta="right">{formatCallMinutes(event.durationSeconds)}</Table.Td>
            )}
            <Table.Td ta="right">{formatNzd(event.chargeIncludingGst)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
