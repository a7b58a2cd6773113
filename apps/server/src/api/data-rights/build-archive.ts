import { strToU8, zipSync } from 'fflate';
import type { DataSection } from './gather-personal-data';

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return value.toString();
  }
  return JSON.stringify(value);
}

/** RFC 4180: quote a cell holding a comma, quote or line break; double its quotes. */
function csvCell(value: unknown): string {
  const text = cellOf(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * One zip: `data.json` with every section, and `csv/{section}.csv` for each, so a person
 * can open it in a spreadsheet. fflate's zipSync, since node:zlib writes gzip, not zip.
 */
export function buildArchive(sections: readonly DataSection[], preparedAt: Date): Uint8Array {
  const json = {
    preparedAt: preparedAt.toISOString(),
    sections: Object.fromEntries(sections.map((section) => [section.name, section.rows])),
  };
  const files: Record<string, Uint8Array> = {
    'data.json': strToU8(
      JSON.stringify(
        json,
        (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
        2,
      ),
    ),
  };
  for (const section of sections) files[`csv/${section.name}.csv`] = strToU8(toCsv(section.rows));
  return zipSync(files, { level: 6 });
}
