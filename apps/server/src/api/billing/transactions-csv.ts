import type { AccountTransaction, TransactionsQuery } from '@portal/contracts';
import { formatDate } from '@portal/domain';

const HEADER = ['Date', 'Type', 'Description', 'Amount', 'Balance'];

/** Dollars with two decimals and no symbol or grouping, so spreadsheets read them as numbers. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const PLAIN_NUMBER = /^-?\d+\.\d{2}$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the
 * start: OWASP's CSV injection list) gets a leading apostrophe; the amounts we format
 * ourselves are left as numbers. Cells with a comma, quote or line break are quoted.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The ledger as CSV: a header row, dd/MM/yyyy dates, amounts with two decimals, CRLF lines. */
export function transactionsCsv(entries: AccountTransaction[]): string {
  const rows = entries.map((entry) => [
    formatDate(entry.date),
    entry.transactionType,
    entry.description,
    csvAmount(entry.amount),
    csvAmount(entry.balanceAfter),
  ]);
  return [HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** `transactions-30000001-2026-01-01-to-2026-03-31.csv`; open ends are left out. */
export function transactionsCsvFilename(
  accountCode: string,
  { from, to }: TransactionsQuery,
): string {
  const period = [from === undefined ? '' : `-from-${from}`, to === undefined ? '' : `-to-${to}`];
  return `transactions-${accountCode}${period.join('')}.csv`;
}
