import { isValidDayOfMonth } from './day-of-month';
import { toDateKey, type DateKey } from './nz-date';

function monthKey(year: number, monthIndex: number, day: number): DateKey {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/**
 * The day a monthly auto top-up on `dayOfMonth` (1–28, so every month has it) runs next: the
 * first such day on or after today in Pacific/Auckland. Once this month's run is done
 * (`ranThisMonth`), the next one is next month's, even when the day was moved later in the
 * month after it ran. `today` is a calendar day, or an instant read in Auckland.
 */
export function nextMonthlyRunDate(
  dayOfMonth: number,
  today: Date | DateKey,
  options: { ranThisMonth?: boolean } = {},
): DateKey {
  if (!isValidDayOfMonth(dayOfMonth)) {
    throw new RangeError(`A monthly auto top-up runs on a day from 1 to 28, not ${dayOfMonth}`);
  }
  const todayKey = toDateKey(today);
  const [year = 1970, month = 1, day = 1] = todayKey.split('-').map(Number);
  const laterThisMonth = options.ranThisMonth !== true && day <= dayOfMonth;
  return monthKey(year, laterThisMonth ? month - 1 : month, dayOfMonth);
}
