import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isDefiniteAnswer } from './idempotency-key';
import { retryAfterSecondsOf } from './read-response';

const failed = (status: number, retryAfterSeconds: number | null = null) =>
  new ApiError({
    status,
    statusText: '',
    title: null,
    detail: null,
    message: 'failed',
    data: null,
    requestGuid: 'g',
    retryAfterSeconds,
  });

describe('the retry rule', () => {
  it('lets a key go on success or a refusal', () => {
    expect(isDefiniteAnswer(null)).toBe(true);
    for (const status of [400, 403, 404, 409, 422])
      expect(isDefiniteAnswer(failed(status))).toBe(true);
  });

  it('keeps it when the outcome is open', () => {
    for (const status of [0, 408, 425, 429, 500, 502, 503, 504]) {
      expect(isDefiniteAnswer(failed(status))).toBe(false);
    }
    expect(isDefiniteAnswer(failed(409, 1))).toBe(false);
    expect(isDefiniteAnswer(new DOMException('gone', 'AbortError'))).toBe(false);
  });
});

describe('Retry-After', () => {
  it('reads seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-26T00:00:00Z');
    expect(retryAfterSecondsOf('120', now)).toBe(120);
    expect(retryAfterSecondsOf('Thu, 26 Nov 2026 00:01:30 GMT', now)).toBe(90);
    expect(retryAfterSecondsOf(null, now)).toBeNull();
    expect(retryAfterSecondsOf('soon', now)).toBeNull();
  });
});
