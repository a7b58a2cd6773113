import { createCorrelationId as formatCorrelationId } from '@portal/domain';

/** Prefix of the ids the browser sends (spec section 9). */
export const BROWSER_CORRELATION_PREFIX = 'MA2';

/**
 * A random integer below `maxExclusive` (at most 256) from the browser's crypto: bytes
 * above the largest multiple of the bound are redrawn, so every value is equally likely.
 */
export function randomInt(maxExclusive: number): number {
  const limit = 256 - (256 % maxExclusive);
  for (;;) {
    const [byte = 0] = crypto.getRandomValues(new Uint8Array(1));
    if (byte < limit) return byte % maxExclusive;
  }
}

/** Correlation id of spec section 9: prefix, UTC yyyyMMddHHmmss, 16 random characters. */
export function createCorrelationId(now: Date = new Date()): string {
  return formatCorrelationId(BROWSER_CORRELATION_PREFIX, now, randomInt);
}
