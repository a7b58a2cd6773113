import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BenchFigure } from './figure';
import type { PageRow } from './page-results';
import { REPO_ROOT } from './processes';

const WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');

/**
 * P5, P6 and --pages live in their own modules (bench/web-size.ts, bench/lighthouse.ts,
 * bench/lighthouse-pages.ts). They are
 * loaded when asked for, so a run of the server figures never needs Chromium or a build,
 * and a missing module is a note in RESULTS rather than a crash.
 */
async function loadExport<T>(file: string, name: string): Promise<T | string> {
  if (!existsSync(path.join(import.meta.dirname, `${file}.ts`))) {
    return `bench/${file}.ts is not there: skipped`;
  }
  const module = (await import(`./${file}`)) as Record<string, unknown>;
  const found = module[name];
  return typeof found === 'function' ? (found as T) : `bench/${file}.ts has no ${name}: skipped`;
}

export function webBuildExists(): boolean {
  return existsSync(path.join(WEB_DIST, 'index.html'));
}

export async function measureWebSizeFigures(note: (line: string) => void): Promise<BenchFigure[]> {
  const measure = await loadExport<(distDir: string) => Promise<BenchFigure[]>>(
    'web-size',
    'measureWebSize',
  );
  if (typeof measure === 'string') {
    note(`P5: ${measure}`);
    return [];
  }
  return measure(WEB_DIST);
}

export async function measureLighthouseFigures(
  options: { baseUrl: string; cookie: string; runs: number },
  note: (line: string) => void,
): Promise<BenchFigure[]> {
  const measure = await loadExport<
    (opts: { baseUrl: string; cookie?: string; runs?: number }) => Promise<BenchFigure[]>
  >('lighthouse', 'measureLighthouse');
  if (typeof measure === 'string') {
    note(`P6: ${measure}`);
    return [];
  }
  return measure(options);
}

/** `--pages`: a row for each selected page of the web route table (bench/lighthouse-pages.ts). */
export async function measurePageRows(
  options: {
    selection: 'all' | readonly string[];
    runs: number;
    cpuIndex: number | null;
    log: (line: string) => void;
  },
  note: (line: string) => void,
): Promise<PageRow[]> {
  const measure = await loadExport<(opts: typeof options) => Promise<PageRow[]>>(
    'lighthouse-pages',
    'measurePages',
  );
  if (typeof measure === 'string') {
    note(`Pages: ${measure}`);
    return [];
  }
  return measure(options);
}
