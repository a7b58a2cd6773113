import { addDays, toNzDateKey } from '@portal/domain';
import type { Period } from './api/billing-paths';

export type PeriodChoice = '3' | '6' | '12' | 'custom';

export const PERIOD_CHOICES: { value: PeriodChoice; label: string }[] = [
  { value: '3', label: 'Last 3 months' },
  { value: '6', label: 'Last 6 months' },
  { value: '12', label: 'Last 12 months' },
  { value: 'custom', label: 'Choose dates' },
];

/** The same day `months` months before (clamped to the month's end), in yyyy-MM-dd. */
function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y)}-${String(m).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** The last N months up to today in Auckland: from the day after the same date N months ago. */
export function lastMonths(months: number, now: Date): Required<Period> {
  const today = toNzDateKey(now);
  return { from: addDays(monthsBefore(today, months), 1), to: today };
}
