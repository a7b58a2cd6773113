import { isDateKey, type DateKey } from './nz-date';

/** Day, month and year apart by `/`, `-`, `.` or spaces: 11/02/1998, 1-2-1998, 11 02 1998. */
const NZ_DATE_PATTERN = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/;
/** Eight digits typed without separators: 11021998. */
const NZ_DIGITS_PATTERN = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * A date typed as New Zealanders write it (day first) as a `yyyy-MM-dd` key, or null when it
 * is not a real calendar day. A key typed as such is taken too.
 */
export function parseNzDateInput(text: string): DateKey | null {
  const trimmed = text.trim();
  if (isDateKey(trimmed)) return trimmed;
  const match = NZ_DATE_PATTERN.exec(trimmed) ?? NZ_DIGITS_PATTERN.exec(trimmed);
  if (match === null) return null;
  const [, day = '', month = '', year = ''] = match;
  const key = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isDateKey(key) ? key : null;
}
