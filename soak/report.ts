import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { writeResultsFile } from './results-file';

export interface Check {
  phase: string;
  what: string;
  measured: string;
  goal: string;
  pass: boolean;
}

export interface Report {
  startedAt: Date;
  settings: Record<string, string | number>;
  checks: Check[];
  notes: string[];
  details: Record<string, unknown>;
}

function table(checks: Check[]): string {
  const rows = checks.map((c) => [
    c.phase,
    c.what,
    c.measured,
    c.goal,
    c.pass ? 'pass' : '**FAIL**',
  ]);
  return [
    '| phase | check | measured | goal | result |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The summary for the terminal: one line per check. */
export function printSummary(report: Report): void {
  const width = Math.max(...report.checks.map((c) => `${c.phase}: ${c.what}`.length));
  console.log('\nSoak summary');
  for (const c of report.checks) {
    const name = `${c.phase}: ${c.what}`.padEnd(width);
    console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${name}  ${c.measured}  (goal ${c.goal})`);
  }
  const failed = report.checks.filter((c) => !c.pass).length;
  console.log(failed === 0 ? '\nAll soak checks passed.' : `\n${String(failed)} check(s) failed.`);
}

/** soak/RESULTS.md and soak/results.json, beside this script. */
export async function writeReport(
  report: Report,
  output: { name: string; title: string; about: string[] } = {
    name: 'RESULTS',
    title: '# Soak results (`npm run soak`)',
    about: [
      'Written by soak/run.ts; loopback only, a PostgreSQL instance of its own (restarted in',
      'the middle), the portal server as a child process. Reproduce with `npm run soak`',
      '(`-- --minutes 1` for a quick try).',
    ],
  },
): Promise<void> {
  const passed = report.checks.every((c) => c.pass);
  const settings = Object.entries(report.settings)
    .map(([key, value]) => `- ${key}: ${String(value)}`)
    .join('\n');
  const markdown = [
    output.title,
    '',
    `Run ${report.startedAt.toISOString()}: **${passed ? 'all checks passed' : 'FAILED'}**.`,
    ...output.about,
    '',
    '## Settings',
    '',
    settings,
    '',
    '## Checks',
    '',
    table(report.checks),
    '',
    '## Notes',
    '',
    ...report.notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
  const dir = import.meta.dirname;
  await writeResultsFile(path.join(dir, `${output.name}.md`), markdown);
  await writeFile(
    path.join(dir, `${output.name.toLowerCase()}.json`),
    `${JSON.stringify({ ...report, passed }, null, 2)}\n`,
  );
}
