import { randomFillSync } from 'node:crypto';
import { createCorrelationId as formatCorrelationId } from '@portal/domain';

/** Prefix of ids the server makes for requests that arrive without one. */
export const SERVER_CORRELATION_PREFIX = 'SRV';

/**
 * Random bytes drawn a page at a time: an id needs 16 draws, and asking crypto.randomInt
 * for each was a visible part of every request's cost (issue 8, P1).
 */
const pool = Buffer.alloc(4096);
let next = pool.length;

/** A uniform integer in [0, maxExclusive) for maxExclusive ≤ 256, by rejection sampling. */
export function pooledRandomInt(maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 256) {
    throw new RangeError(`pooledRandomInt draws below 1..256, not ${String(maxExclusive)}`);
  }
  // The largest multiple of maxExclusive that a byte can reach: above it, a byte would
  // favour the small values, so it is drawn again.
  const limit = 256 - (256 % maxExclusive);
  for (;;) {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    const byte = pool[next++] ?? 0;
    if (byte < limit) return byte % maxExclusive;
  }
}

export function createCorrelationId(now: Date = new Date()): string {
  return formatCorrelationId(SERVER_CORRELATION_PREFIX, now, pooledRandomInt);
}
