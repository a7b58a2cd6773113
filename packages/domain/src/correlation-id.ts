/**
 * Correlation ids (spec section 9): a prefix, the time as yyyyMMddHHmmss and 16 random
 * upper-case alphanumerics. The time is UTC so ids from servers and browsers in any zone,
 * or either side of a daylight-saving change, sort the same way.
 */

export const CORRELATION_ID_RANDOM_LENGTH = 16;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Returns an integer in [0, maxExclusive); wrap crypto.randomInt or getRandomValues. */
export type RandomInt = (maxExclusive: number) => number;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

export function formatCorrelationTimestamp(now: Date): string {
  return (
    pad(now.getUTCFullYear(), 4) +
    pad(now.getUTCMonth() + 1) +
    pad(now.getUTCDate()) +
    pad(now.getUTCHours()) +
    pad(now.getUTCMinutes()) +
    pad(now.getUTCSeconds())
  );
}

export function createCorrelationId(prefix: string, now: Date, randomInt: RandomInt): string {
  let random = '';
  for (let i = 0; i < CORRELATION_ID_RANDOM_LENGTH; i += 1) {
    const index = randomInt(ALPHABET.length);
    if (!Number.isInteger(index) || index < 0 || index >= ALPHABET.length) {
      throw new RangeError(`randomInt returned ${index}, outside 0..${ALPHABET.length - 1}`);
    }
    random += ALPHABET.charAt(index);
  }
  return `${prefix}${formatCorrelationTimestamp(now)}${random}`;
}

/** True for an id with this prefix, e.g. when echoing a header the client sent. */
export function isCorrelationId(value: string, prefix: string): boolean {
  if (!value.startsWith(prefix)) return false;
  return /^\d{14}[A-Z0-9]{16}$/.test(value.slice(prefix.length));
}
