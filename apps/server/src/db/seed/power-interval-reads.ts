import { nzMidnight, wallClock } from '@portal/domain';
import { createRandom } from './random';
import type { RegisterRead } from './power-daily-reads';

/** How far back a smart meter's half-hourly reads reach in the demo. */
export const INTERVAL_READ_MONTHS = 13;

const HALF_HOUR_MS = 30 * 60_000;

export interface HalfHourRead {
  startsAt: Date;
  wh: number;
  estimated: boolean;
}

/**
 * How a household's use is shaped over a day: low overnight, a morning peak, a quieter
 * day, the evening peak (cooking, heating) and a tail to bedtime. Relative weights.
 */
function dailyShape(hour: number): number {
  if (hour < 6) return 0.35;
  if (hour < 9) return 1.4;
  if (hour < 16) return 0.7;
  if (hour < 21) return 2;
  return 1;
}

/** Once a month the meter's early-morning half-hours do not come through: estimated. */
function isCommsGap(wall: Date): boolean {
  const hour = wall.getUTCHours();
  return wall.getUTCDate() === 9 && hour >= 1 && hour < 3;
}

/**
 * Half-hourly reads between consecutive register reads from `from` on: each span's kWh
 * (register difference) is shared over its half-hours by the daily shape, in whole Wh with
 * a running-total rounding, so every span, and so every day read daily and every bill,
 * adds up exactly. A span closed by an estimated daily read is estimated throughout.
 */
export function halfHourReads(
  reads: readonly RegisterRead[],
  options: { from: string; seed: number },
): HalfHourRead[] {
  const random = createRandom(options.seed);
  const result: HalfHourRead[] = [];
  for (let index = 1; index < reads.length; index += 1) {
    const opening = reads[index - 1];
    const closing = reads[index];
    if (opening === undefined || closing === undefined || opening.date < options.from) continue;
    const start = nzMidnight(opening.date).getTime();
    const count = (nzMidnight(closing.date).getTime() - start) / HALF_HOUR_MS;
    const slots = Array.from({ length: count }, (_, slot) => {
      const startsAt = new Date(start + slot * HALF_HOUR_MS);
      const wall = wallClock(startsAt);
      const weight = dailyShape(wall.getUTCHours()) * (0.75 + random.next() * 0.5);
      return { startsAt, wall, weight };
    });
    const total = slots.reduce((sum, slot) => sum + slot.weight, 0);
    const used = (closing.register - opening.register) * 1000;
    const oneDay = count <= 50;
    let sofar = 0;
    let before = 0;
    for (const slot of slots) {
      sofar += slot.weight;
      const upTo = Math.round((used * sofar) / total);
      result.push({
        startsAt: slot.startsAt,
        wh: upTo - before,
        estimated: (oneDay && closing.estimated) || isCommsGap(slot.wall),
      });
      before = upTo;
    }
  }
  return result;
}
