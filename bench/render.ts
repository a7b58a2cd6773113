import type { BenchFigure } from './figure';

export interface BenchRun {
  date: string;
  machine: { cores: number; cpu: string; node: string; platform: string };
  options: { databases: string[]; quick: boolean; only: string[] | null };
  durationSeconds: number;
  figures: BenchFigure[];
  /** Lines about what was skipped or how something was measured. */
  notes: string[];
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function formatValue(figure: BenchFigure): string {
  if (Number.isNaN(figure.value)) return '—';
  if (figure.unit === 'yes/no') return figure.value === 1 ? 'yes' : 'no';
  return `${String(figure.value)} ${figure.unit}`;
}

/** bench/RESULTS.md: one table of every figure, then the machine and the notes. */
export function renderResults(run: BenchRun): string {
  const failed = run.figures.filter((figure) => !figure.pass);
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${run.date}: ${String(run.figures.length)} figures, ` +
      (failed.length === 0
        ? 'every goal met.'
        : `${String(failed.length)} goal(s) missed: ${failed.map((f) => `${f.id} (${f.database})`).join(', ')}.`),
    '',
    `Machine: ${String(run.machine.cores)} cores (${run.machine.cpu}), Node ${run.machine.node}, ` +
      `${run.machine.platform}. Databases: ${run.options.databases.join(', ') || 'none'}` +
      (run.options.quick ? ' (quick run: short durations, figures are indicative only)' : '') +
      `${run.options.only === null ? '' : `; only ${run.options.only.join(', ')}`}. ` +
      `The run took ${String(Math.round(run.durationSeconds))} s.`,
    '',
    '| id | figure | database | value | goal | result | detail |',
    '|---|---|---|---|---|---|---|',
    ...run.figures.map((figure) =>
      [
        '',
        figure.id,
        escapeCell(figure.name),
        figure.database,
        escapeCell(formatValue(figure)),
        escapeCell(figure.goal),
        figure.pass ? 'pass' : '**FAIL**',
        escapeCell(figure.detail ?? ''),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
  ];
  if (run.notes.length > 0) {
    lines.push('## Notes', '', ...run.notes.map((note) => `- ${note}`), '');
  }
  return lines.join('\n');
}

export function allPass(figures: readonly BenchFigure[]): boolean {
  return figures.length > 0 && figures.every((figure) => figure.pass);
}
