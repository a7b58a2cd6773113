import type { DateKey } from './nz-date';
import { addDays, formatDate, toDateKey, toNzDateKey } from './nz-date';

export const TODAY_LABEL = 'Today';
export const TOMORROW_LABEL = 'Tomorrow';

/**
 * 'Today' on the bill date, 'Tomorrow' the day before it (within the next 24 hours of
 * calendar time), else the date as dd/MM/yyyy. A bill date is a calendar day, so days are
 * compared in Auckland rather than counting 24 hours from this instant.
 */
export function billDateLabel(billDate: Date | DateKey, now: Date): string {
  const key = toDateKey(billDate);
  const today = toNzDateKey(now);
  if (key === today) return TODAY_LABEL;
  if (key === addDays(today, 1)) return TOMORROW_LABEL;
  return formatDate(key);
}
