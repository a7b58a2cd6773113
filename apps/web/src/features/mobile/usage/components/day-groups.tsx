import { Accordion, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { CallOrTextUsage, DataUsage } from '@portal/contracts';
import {
  formatCallMinutes,
  formatDataVolume,
  formatDate,
  formatNzd,
  formatPhoneNumber,
  formatTime,
  summariseCalls,
} from '@portal/domain';

type DataDay = DataUsage['dayGroups'][number];
type CallOrTextDay = CallOrTextUsage['dayGroups'][number];
type Group = CallOrTextDay['standardGroup'];

const weekday = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', timeZone: 'UTC' });
const dayTitle = (date: string) =>
  `${weekday.format(new Date(`${date}T00:00:00Z`))} ${formatDate(date)}`;

/**
 * One row per day, newest first; a day opens to its events. Only the open day's events are
 * drawn, so a busy month stays quick.
 */
function DayList<T extends { date: string }>({
  days,
  summary,
  detail,
}: {
  days: readonly T[];
  summary: (day: T) => string;
  detail: (day: T) => React.ReactNode;
}) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Accordion variant="contained" value={open} onChange={setOpen}>
      {days.map((day) => (
        <Accordion.Item key={day.date} value={day.date}>
          <Accordion.Control>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>{dayTitle(day.date)}</Text>
              <Text size="sm">{summary(day)}</Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>{open === day.date ? detail(day) : null}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export function DataDayGroups({
  days,
  eventsIncluded,
}: {
  days: DataDay[];
  eventsIncluded: boolean;
}) {
  return (
    <DayList
      days={days}
      summary={({ standardGroup: g }) =>
        g.youShared > 0
          ? `${formatDataVolume(g.totalUsage)} in total · you used ${formatDataVolume(g.youUsed)} · you shared ${formatDataVolume(g.youShared)}`
          : `You used ${formatDataVolume(g.youUsed)}`
      }
      detail={({ standardGroup: g }) =>
        !eventsIncluded || g.events.length === 0 ? (
          <Text size="sm">Choose a single month to see each data session.</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Started</Table.Th>
                <Table.Th>Ended</Table.Th>
                <Table.Th ta="right">Data</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {g.events.map((event) => (
                <Table.Tr key={event.eventDate}>
                  <Table.Td>{formatTime(new Date(event.startDate))}</Table.Td>
                  <Table.Td>{formatTime(new Date(event.endDate))}</Table.Td>
                  <Table.Td ta="right">{formatDataVolume(event.dataVolumeBytes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    />
  );
}

/** Calls in minutes, each call rounded up on its own; texts counted (spec section 9). */
function groupSummary(kind: 'voice' | 'text', group: Group): string {
  if (kind === 'text') {
    const n = group.totalUsage;
    return `${String(n)} ${n === 1 ? 'text' : 'texts'}`;
  }
  const calls = summariseCalls(group.events);
  const minutes =
    group.events.length > 0
      ? `${String(calls.minutes)} ${calls.minutes === 1 ? 'min' : 'mins'}`
      : formatCallMinutes(group.totalUsage);
  return calls.count > 0
    ? `${String(calls.count)} ${calls.count === 1 ? 'call' : 'calls'}, ${minutes}`
    : minutes;
}

function daySummary(kind: 'voice' | 'text', day: CallOrTextDay): string {
  const parts = [groupSummary(kind, day.standardGroup)];
  if (day.standardGroup.totalPrice > 0) parts.push(formatNzd(day.standardGroup.totalPrice));
  if (day.premiumGroup.totalUsage > 0) {
    parts.push(
      `premium: ${groupSummary(kind, day.premiumGroup)}, ${formatNzd(day.premiumGroup.totalPrice)}`,
    );
  }
  return parts.join(' · ');
}

export function CallOrTextDayGroups({
  kind,
  days,
  eventsIncluded,
}: {
  kind: 'voice' | 'text';
  days: CallOrTextDay[];
  eventsIncluded: boolean;
}) {
  return (
    <DayList
      days={days}
      summary={(day) => daySummary(kind, day)}
      detail={(day) => {
        const events = [...day.standardGroup.events, ...day.premiumGroup.events].sort((a, b) =>
          a.eventDate.localeCompare(b.eventDate),
        );
        if (!eventsIncluded || events.length === 0) {
          return (
            <Text size="sm">
              Choose a single month to see each {kind === 'voice' ? 'call' : 'text'}.
            </Text>
          );
        }
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
      }}
    />
  );
}
