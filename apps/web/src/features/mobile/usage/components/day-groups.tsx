import { Accordion, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { CallOrTextUsage, DataUsage, ServiceUsage, UsageType } from '@portal/contracts';
import {
  formatCallMinutes,
  formatDataVolume,
  formatDate,
  formatNzd,
  summariseCalls,
} from '@portal/domain';
import { OpenedDayEvents, type UsageLine } from './opened-day-events';
import { CallOrTextEventsTable, DataEventsTable } from './usage-event-tables';

type DataDay = DataUsage['dayGroups'][number];
type CallOrTextDay = CallOrTextUsage['dayGroups'][number];
type Group = CallOrTextDay['standardGroup'];

const weekday = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', timeZone: 'UTC' });
const dayTitle = (date: string) =>
  `${weekday.format(new Date(`${date}T00:00:00Z`))} ${formatDate(date)}`;

/**
 * One row per day, newest first; a day opens to its events. Only the open day's events are
 * drawn, so a busy month stays quick; when the range came without events, the open day
 * asks for its own.
 */
function DayList<T extends { date: string }>({
  line,
  kind,
  days,
  eventsIncluded,
  daysOf,
  summary,
  events,
}: {
  line: UsageLine;
  kind: UsageType;
  days: readonly T[];
  eventsIncluded: boolean;
  daysOf: (usage: ServiceUsage) => readonly T[];
  summary: (day: T) => string;
  events: (day: T) => ReactNode;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const detail = (day: T) =>
    eventsIncluded ? (
      events(day)
    ) : (
      <OpenedDayEvents line={line} kind={kind} date={day.date} daysOf={daysOf} events={events} />
    );
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

const dataDaysOf = (usage: ServiceUsage): DataDay[] =>
  usage.usageType === 'data' ? usage.dayGroups : [];
const callOrTextDaysOf = (usage: ServiceUsage): CallOrTextDay[] =>
  usage.usageType === 'data' ? [] : usage.dayGroups;

export function DataDayGroups({
  line,
  days,
  eventsIncluded,
}: {
  line: UsageLine;
  days: DataDay[];
  eventsIncluded: boolean;
}) {
  return (
    <DayList
      line={line}
      kind="data"
      days={days}
      eventsIncluded={eventsIncluded}
      daysOf={dataDaysOf}
      summary={({ standardGroup: g }) =>
        g.youShared > 0
          ? `${formatDataVolume(g.totalUsage)} in total · you used ${formatDataVolume(g.youUsed)} · you shared ${formatDataVolume(g.youShared)}`
          : `You used ${formatDataVolume(g.youUsed)}`
      }
      events={(day) => <DataEventsTable day={day} />}
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
  line,
  kind,
  days,
  eventsIncluded,
}: {
  line: UsageLine;
  kind: 'voice' | 'text';
  days: CallOrTextDay[];
  eventsIncluded: boolean;
}) {
  return (
    <DayList
      line={line}
      kind={kind}
      days={days}
      eventsIncluded={eventsIncluded}
      daysOf={callOrTextDaysOf}
      summary={(day) => daySummary(kind, day)}
      events={(day) => <CallOrTextEventsTable kind={kind} day={day} />}
    />
  );
}
