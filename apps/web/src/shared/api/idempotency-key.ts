import { useRef } from 'react';

/** The header every call that moves money carries (packages/contracts payments.ts). */
export function idempotencyHeader(key: string): Record<string, string> {
  return { 'Idempotency-Key': key };
}

/**
 * One key per payment attempt: the same attempt sent again (a retry after a network failure
 * or a timeout) reuses its key, so the server charges at most once; anything different, or
 * anything after a settled attempt, gets a fresh key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(attempt: unknown): string {
      const fingerprint = JSON.stringify(attempt);
      if (current.current?.fingerprint !== fingerprint) {
        current.current = { fingerprint, key: crypto.randomUUID() };
      }
      return current.current.key;
    },
    /** The attempt was answered (approved, declined or refused): the next one is new. */
    settle() {
      current.current = null;
    },
  };
}
