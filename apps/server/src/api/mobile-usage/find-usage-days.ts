import type { UsageQuery } from '@portal/contracts';
import type { MobileUsageDay } from '@portal/domain';
import type { Db } from '../../db/client';
import { getServiceUsage } from './get-service-usage';

/** A line's data, call time and texts for each day of the range, oldest first. */
export async function findUsageDays(
  db: Db,
  serviceEntity: string,
  query: UsageQuery,
): Promise<MobileUsageDay[]> {
  const [data, voice, text] = await Promise.all(
    (['data', 'voice', 'text'] as const).map((kind) =>
      getServiceUsage(db, serviceEntity, kind, query),
    ),
  );
  const valueOn = (series: { date: string; value: number }[] | undefined, date: string) =>
    series?.find((day) => day.date === date)?.value ?? 0;
  return (data?.dailySeries ?? []).map((day) => ({
    date: day.date,
    dataBytes: day.value,
    callSeconds: valueOn(voice?.dailySeries, day.date),
    texts: valueOn(text?.dailySeries, day.date),
  }));
}
