import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ServiceUsage, UsageType } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { usageDayQueryOptions } from '../api/usage-queries';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { EVENT_NOUN, NoEvents } from './usage-event-tables';

/** The line whose usage is shown. */
export interface UsageLine {
  accountCode: string;
  serviceEntity: string;
}

/**
 * The events of an opened day when its range came without them (a long or busy range):
 * the day is asked for on its own, once it is opened.
 */
export function OpenedDayEvents<T extends { date: string }>({
  line,
  kind,
  date,
  daysOf,
  events,
}: {
  line: UsageLine;
  kind: UsageType;
  date: string;
  /** The day groups of the one-day answer, to find this day in. */
  daysOf: (usage: ServiceUsage) => readonly T[];
  events: (day: T) => ReactNode;
}) {
  const usage = useQuery(usageDayQueryOptions(line.accountCode, line.serviceEntity, kind, date));
  const what = `the ${EVENT_NOUN[kind]} of ${formatDate(date)}`;
  if (usage.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={`Loading ${what}`}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={28} />
        ))}
      </Stack>
    );
  }
  if (usage.isError) {
    return (
      <LoadFailed
        what={what}
        onRetry={() => {
          void usage.refetch();
        }}
      />
    );
  }
  const day = daysOf(usage.data).find((group) => group.date === date);
  return day === undefined ? <NoEvents kind={kind} /> : events(day);
}
