import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BenchFigure } from './figure';
import { REPO_ROOT } from './processes';

const WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');

/**
 * P5 and P6 live in their own modules (bench/web-size.ts, bench/lighthouse.ts). They are
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
  options: { baseUrl: string; cookie: string; quick: boolean },
  note: (line: string) => void,
): Promise<BenchFigure[]> {
  const measure = await loadExport<
    (opts: { baseUrl: string; cookie?: string; runs?: number }) => Promise<BenchFigure[]>
  >('lighthouse', 'measureLighthouse');
  if (typeof measure === 'string') {
    note(`P6: ${measure}`);
    return [];
  }
  return measure({ baseUrl: options.baseUrl, cookie: options.cookie, runs: options.quick ? 1 : 5 });
}
