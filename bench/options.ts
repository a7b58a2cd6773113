/** What `npm run bench -- …` may ask for. */
export interface BenchOptions {
  databases: ('pglite' | 'postgres')[];
  quick: boolean;
  /** Goal ids to run (P1…P7); null runs all. */
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
}

export const GROWTH_SCALES = [1, 10] as const;
export type GrowthScale = (typeof GROWTH_SCALES)[number];

export const ALL_GOALS = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'] as const;

export const USAGE =
  'Usage: npm run bench -- [--db pglite|postgres|both] [--quick] [--only P1,P2,…] [--fresh] [--scale 1x|10x] [--keep]';

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
  };
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
    } else if (name === '--scale') {
      const text = value();
      const scale = GROWTH_SCALES.find((n) => text.toLowerCase() === `${String(n)}x`);
      if (scale === undefined) throw new Error(`unknown scale "${text}"\n${USAGE}`);
      options.scale = scale;
    } else throw new Error(`unknown option "${arg}"\n${USAGE}`);
  }
  return options;
}

export function wants(options: Pick<BenchOptions, 'only'>, goal: string): boolean {
  return options.only === null || options.only.includes(goal);
}

/** Seconds of each measurement; --quick trades precision for a run of a couple of minutes. */
export function durations(quick: boolean) {
  return quick
    ? { warm: 2, measure: 5, fixedRate: 5, repetitions: 7 }
    : { warm: 3, measure: 10, fixedRate: 20, repetitions: 31 };
}
