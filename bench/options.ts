/** What `npm run bench -- …` may ask for. */
export interface BenchOptions {
  databases: ('pglite' | 'postgres')[];
  quick: boolean;
  /** Goal ids to run (P1…P8); null runs all. */
  only: string[] | null;
  fresh: boolean;
  postgresUrl: string;
  /**
   * P7's data set as a multiple of 100,000 accounts / 10 million events: 1 (the default), or
   * 10 for 1,000,000 accounts / 100 million events (`--scale 10x`).
   */
  scale: GrowthScale;
  /** Keep the 10x database after the run (it is dropped otherwise; the 1x one is always kept). */
  keep: boolean;
  /**
   * Lighthouse on the pages of the web route table (`--pages` for all of them, `--pages
   * /power,/mobile/usage` for some); null measures none. Alone, it runs no other goal.
   */
  pages: 'all' | string[] | null;
  /** Lighthouse runs per page, for P6 and --pages (`--runs N`); null: 5, or 1 with --quick. */
  runs: number | null;
  /**
   * `--cpu-index N` with --pages or `--only P8`: measure the pages (and the interactions)
   * as a host of Lighthouse CPU index N would, by scaling Lighthouse's CPU slowdown to this
   * host's index (cpu-emulation.ts); null measures at this host's own speed.
   */
  cpuIndex: number | null;
}

export const GROWTH_SCALES = [1, 10] as const;
export type GrowthScale = (typeof GROWTH_SCALES)[number];

export const ALL_GOALS = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'] as const;

export const USAGE =
  'Usage: npm run bench -- [--db pglite|postgres|both] [--quick] [--only P1,P2,…] [--fresh] [--scale 1x|10x] [--keep] [--pages [/path,…]] [--runs N] [--cpu-index N]';

/** Parses the runner's arguments; throws with the usage line on anything it does not know. */
export function parseBenchArgs(
  args: readonly string[],
  env: Record<string, string | undefined>,
): BenchOptions {
  const options: BenchOptions = {
    databases: ['pglite', 'postgres'],
    quick: false,
    only: null,
    fresh: false,
    postgresUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    scale: 1,
    keep: false,
    pages: null,
    runs: null,
    cpuIndex: null,
  };
  let onlyGiven = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const [name, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = () => {
      const next = inline ?? args[(i += 1)];
      if (next === undefined || next.startsWith('--'))
        throw new Error(`${name} needs a value\n${USAGE}`);
      return next;
    };
    if (name === '--quick') options.quick = true;
    else if (name === '--fresh') options.fresh = true;
    else if (name === '--keep') options.keep = true;
    else if (name === '--db') {
      const db = value();
      if (db === 'both') options.databases = ['pglite', 'postgres'];
      else if (db === 'pglite' || db === 'postgres') options.databases = [db];
      else throw new Error(`unknown database "${db}"\n${USAGE}`);
    } else if (name === '--only') {
      const ids = value()
        .split(',')
        .map((id) => id.trim().toUpperCase())
        .filter((id) => id !== '');
      const unknown = ids.filter((id) => !(ALL_GOALS as readonly string[]).includes(id));
      if (ids.length === 0 || unknown.length > 0) {
        throw new Error(`unknown goal(s) ${unknown.join(', ')}\n${USAGE}`);
      }
      options.only = ids;
      onlyGiven = true;
    } else if (name === '--pages') {
      // A list is optional: `--pages` alone (or followed by another option) means every page.
      const next = inline ?? args[i + 1];
      if (next === undefined || (inline === undefined && next.startsWith('--'))) {
        options.pages = 'all';
      } else {
        if (inline === undefined) i += 1;
        options.pages = parsePagePaths(next);
      }
    } else if (name === '--runs') {
      const text = value();
      const runs = Number(text);
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error(`--runs needs a whole number ≥ 1, not "${text}"\n${USAGE}`);
      options.runs = runs;
    } else if (name === '--cpu-index') {
      const text = value();
      const index = Number(text);
      if (!Number.isInteger(index) || index < 100)
        throw new Error(`--cpu-index needs a whole number ≥ 100, not "${text}"\n${USAGE}`);
      options.cpuIndex = index;
    } else if (name === '--scale') {
      const text = value();
      const scale = GROWTH_SCALES.find((n) => text.toLowerCase() === `${String(n)}x`);
      if (scale === undefined) throw new Error(`unknown scale "${text}"\n${USAGE}`);
      options.scale = scale;
    } else throw new Error(`unknown option "${arg}"\n${USAGE}`);
  }
  if (
    options.cpuIndex !== null &&
    options.pages === null &&
    options.only?.includes('P8') !== true
  ) {
    throw new Error(
      `--cpu-index is for the pages and the interactions: add --pages or --only P8\n${USAGE}`,
    );
  }
  if (options.pages !== null) {
    // The pages' rows live in results.json, beside the default run's figures.
    if (options.scale !== 1) throw new Error(`--pages is measured apart from --scale\n${USAGE}`);
    // `--pages` asks for the pages; the other goals join in only when --only names them.
    if (!onlyGiven) options.only = [];
  }
  return options;
}

function parsePagePaths(text: string): string[] {
  const paths = text
    .split(',')
    .map((each) => each.trim())
    .filter((each) => each !== '');
  const wrong = paths.filter((each) => !each.startsWith('/'));
  if (paths.length === 0 || wrong.length > 0) {
    throw new Error(`--pages takes paths such as /mobile/usage,/power, not "${text}"\n${USAGE}`);
  }
  return paths;
}

export function wants(options: Pick<BenchOptions, 'only'>, goal: string): boolean {
  return options.only === null || options.only.includes(goal);
}

/** Lighthouse loads per page: the five, one for a --quick look, or --runs N. */
export function lighthouseRuns(options: Pick<BenchOptions, 'quick' | 'runs'>): number {
  return options.runs ?? (options.quick ? 1 : 5);
}

/** Seconds of each measurement; --quick trades precision for a run of a couple of minutes. */
export function durations(quick: boolean) {
  return quick
    ? { warm: 2, measure: 5, fixedRate: 5, repetitions: 7 }
    : { warm: 3, measure: 10, fixedRate: 20, repetitions: 31 };
}
