/**
 * On these shared 2-core machines the bare node:http baseline swings by a third from one
 * minute to the next (19,000 to 37,000 req/s within one session), so a ratio made of one bare
 * run and one portal run can land far from where it belongs. The two servers therefore take
 * turns for a few rounds, the order reversed every other round so that a drift in the
 * machine's speed falls on both alike, and the round with the median ratio is the figure.
 */
export const ROUNDS = 5;

export interface RoundPair<T> {
  baseline: T;
  measured: T;
  ratio: number;
}

/** Who goes first in each round: the baseline, then the measured server, then turn about. */
export function baselineFirst(round: number): boolean {
  return round % 2 === 0;
}

/** The round whose ratio is the median (the lower middle one for an even count). */
export function medianRound<T>(pairs: readonly RoundPair<T>[]): RoundPair<T> {
  const sorted = [...pairs].sort((a, b) => a.ratio - b.ratio);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (median === undefined) throw new Error('medianRound needs at least one round');
  return median;
}

/** Runs `rounds` rounds of the two measurements, turn about, and gives every pair. */
export async function alternate<T>(
  rounds: number,
  run: { baseline: () => Promise<T>; measured: () => Promise<T> },
  rateOf: (result: T) => number,
): Promise<RoundPair<T>[]> {
  const pairs: RoundPair<T>[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let baseline: T;
    let measured: T;
    if (baselineFirst(round)) {
      baseline = await run.baseline();
      measured = await run.measured();
    } else {
      measured = await run.measured();
      baseline = await run.baseline();
    }
    const base = rateOf(baseline);
    pairs.push({ baseline, measured, ratio: base > 0 ? rateOf(measured) / base : 0 });
  }
  return pairs;
}
