/** A message is tried this many times before it is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;

const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;

/**
 * Seconds to wait before trying a message again after its `attempt`-th try failed: 30 s,
 * 2 min, 8 min, 32 min, then at most an hour (each four times the last).
 */
export function retryDelaySeconds(attempt: number): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 4 ** exponent);
}
