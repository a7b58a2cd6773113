import { routeTablePaths } from '../e2e/support/route-personas';
import type { BenchFigure } from './figure';
import { renderPagesSection, type PageRow } from './page-results';

export interface BenchRun {
  date: string;
  machine: { cores: number; cpu: string; node: string; platform: string };
  options: { databases: string[]; quick: boolean; only: string[] | null; scale?: number };
  durationSeconds: number;
  figures: BenchFigure[];
  /** Lines about what was skipped or how something was measured. */
  notes: string[];
  /** `--pages`: Lighthouse on each page of the route table, kept across runs that skip it. */
  pages?: PageRow[];
  /** `--pages --cpu-index N`: the same, measured as a host of CPU index N. */
  pagesAtIndex?: { cpuIndex: number; rows: PageRow[] };
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function formatValue(figure: BenchFigure): string {
  if (Number.isNaN(figure.value)) return '—';
  if (figure.unit === 'yes/no') return figure.value === 1 ? 'yes' : 'no';
  return `${String(figure.value)} ${figure.unit}`;
}

/**
 * bench/RESULTS.md: one table of every figure, then the machine and the notes; then the
 * pages measured with `--pages`, if any; below, when there is one, the last `--scale 10x`
 * run (P7 at 1M accounts / 100M events) in its own section, so neither kind of run
 * overwrites the other's figures.
 */
export function renderResults(run: BenchRun, scaled?: BenchRun): string {
  const pages = run.pages ?? [];
  const text =
    renderRun(run, '# Benchmark results', '##', '`npm run bench`') +
    (pages.length === 0 ? '' : `\n${renderPagesSection(pages, routeTablePaths)}`) +
    (run.pagesAtIndex === undefined
      ? ''
      : `\n${renderPagesSection(run.pagesAtIndex.rows, routeTablePaths, run.pagesAtIndex.cpuIndex)}`);
  if (scaled === undefined) return text;
  const scale = String(scaled.options.scale ?? 10);
  return (
    text +
    '\n' +
    renderRun(
      scaled,
      `## P7 at ${scale} times the data`,
      '###',
      `\`npm run bench -- --scale ${scale}x\``,
    )
  );
}

function renderRun(run: BenchRun, title: string, notesLevel: string, command: string): string {
  const failed = run.figures.filter((figure) => !figure.pass);
  const lines = [
    title,
    '',
    `Written by ${command} on ${run.date}: ${String(run.figures.length)} figures, ` +
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
    lines.push(`${notesLevel} Notes`, '', ...run.notes.map((note) => `- ${note}`), '');
  }
  return lines.join('\n');
}

export function allPass(figures: readonly BenchFigure[]): boolean {
  return figures.length > 0 && figures.every((figure) => figure.pass);
}
