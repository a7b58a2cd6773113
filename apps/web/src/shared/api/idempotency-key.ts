import { useRef } from 'react';
import { isRefusal } from './api-error';

/** The header every call that moves money or places an order carries. */
export function idempotencyHeader(key: string): Record<string, string> {
  return { 'Idempotency-Key': key };
}

/** 4xx answers that say "not now" rather than "no": the request may not have run yet. */
const TRY_AGAIN_STATUSES = new Set([408, 425, 429]);

/**
 * The browser's one retry rule (docs/decisions/023): an attempt is answered for certain by a
 * 2xx, or by a 4xx that refuses the request. A network failure, a timeout, a 5xx, a 408/425/
 * 429 or any answer with Retry-After (a 409 "still in progress") leaves the outcome open, so
 * the attempt keeps its key and a retry cannot place a second order.
 */
export function isDefiniteAnswer(error: unknown): boolean {
  if (error === null || error === undefined) return true;
  if (!isRefusal(error)) return false;
  if (TRY_AGAIN_STATUSES.has(error.status)) return false;
  return error.retryAfterSeconds === null;
}

interface Held {
  fingerprint: string;
  key: string;
}

/**
 * One key per attempt, for every payment, order and change form. The same attempt sent again
 * reuses its key; a different attempt gets a new one. `settle` is given the attempt's outcome
 * (null or nothing on success, the error on failure) and lets the key go only on a definite
 * answer, so no form can drop a key after a timeout by mistake.
 */
export function useIdempotencyKey() {
  const held = useRef<Held | null>(null);
  const fingerprintOf = (attempt: unknown) => JSON.stringify(attempt);
  return {
    keyFor(attempt: unknown): string {
      const fingerprint = fingerprintOf(attempt);
      if (held.current?.fingerprint !== fingerprint) {
        held.current = { fingerprint, key: crypto.randomUUID() };
      }
      return held.current.key;
    },
    /** As keyFor, for a key the server issues (an order token): fetched only for a new attempt. */
    async issuedKeyFor(attempt: unknown, issue: () => Promise<string>): Promise<string> {
      const fingerprint = fingerprintOf(attempt);
      if (held.current?.fingerprint === fingerprint) return held.current.key;
      const key = await issue();
      held.current = { fingerprint, key };
      return key;
    },
    settle(error: unknown = null): void {
      if (isDefiniteAnswer(error)) held.current = null;
    },
  };
}
