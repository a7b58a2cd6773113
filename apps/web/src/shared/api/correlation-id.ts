const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// Largest multiple of the alphabet size below 256: bytes above it are redrawn so every
// character is equally likely.
const unbiasedLimit = 256 - (256 % alphabet.length);

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** yyyyMMddHHmmss in the browser's local time, as the spec's correlation id carries it. */
export function compactTimestamp(date: Date): string {
  return (
    pad(date.getFullYear(), 4) +
    pad(date.getMonth() + 1) +
    pad(date.getDate()) +
    pad(date.getHours()) +
    pad(date.getMinutes()) +
    pad(date.getSeconds())
  );
}

export function randomUpperAlphanumerics(length: number): string {
  let result = '';
  while (result.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < unbiasedLimit && result.length < length)
        result += alphabet.charAt(byte % alphabet.length);
    }
  }
  return result;
}

/**
 * Correlation id of spec section 9: prefix, timestamp, 16 random upper-case alphanumerics.
 * A local helper until @portal/domain offers one; swap it there when it lands.
 */
export function createCorrelationId(now: Date = new Date()): string {
  return `MA2${compactTimestamp(now)}${randomUpperAlphanumerics(16)}`;
}
