import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, isRefusal } from './api-error';
import { failureMessage, refusalMessage, UserFacingError } from './failure-message';
import { toApiError } from './read-response';

const FALLBACK = 'Your details could not be saved. Please try again.';

function apiError(status: number, detail: string | null, message = detail ?? 'raw'): ApiError {
  return new ApiError({
    status,
    statusText: '',
    title: null,
    detail,
    message,
    data: null,
    requestGuid: 'guid-1',
  });
}

/** As the server sends a failure: the message as `detail` and `message` (spec section 7). */
const answered = (status: number, message: string) =>
  toApiError(
    new Response(null, { status }),
    { success: false, status, title: 'x', detail: message, message, data: null, requestGuid: 'g' },
    'sent-guid',
  );

describe('failureMessage', () => {
  it('shows the server’s own words for a refusal, without the request guid', () => {
    const error = answered(409, 'That email address is already taken.');
    expect(error.message).toBe('That email address is already taken. (request g)');
    expect(failureMessage(error, FALLBACK)).toBe('That email address is already taken.');
  });

  it.each([400, 401, 403, 404, 409, 422, 429])('treats %i as a refusal', (status) => {
    expect(failureMessage(apiError(status, 'Not on this account.'), FALLBACK)).toBe(
      'Not on this account.',
    );
  });

  it('shows the fallback for a 5xx, even one the server wrote words for', () => {
    expect(failureMessage(answered(500, 'Sorry, an unexpected error occurred.'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(
      failureMessage(
        answered(502, 'We could not reach the payment service. Please try again later.'),
        FALLBACK,
      ),
    ).toBe(FALLBACK);
  });

  it('shows the fallback for a network failure or a timeout (status 0)', () => {
    expect(failureMessage(apiError(0, null, 'The request took too long.'), FALLBACK)).toBe(
      FALLBACK,
    );
  });

  it('shows the fallback for a refusal without words, such as a proxy’s page', () => {
    const proxy = toApiError(
      new Response('<html>too large</html>', { status: 413, statusText: 'Payload Too Large' }),
      '<html>too large</html>',
      'sent-guid',
    );
    expect(proxy.detail).toBeNull();
    expect(failureMessage(proxy, FALLBACK)).toBe(FALLBACK);
  });

  it('never shows the message of an unexpected error', () => {
    expect(failureMessage(new TypeError('x is undefined'), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage('a string', FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(undefined, FALLBACK)).toBe(FALLBACK);
  });

  it('shows the message of an error written for people', () => {
    class GatewayRefused extends UserFacingError {}
    expect(failureMessage(new GatewayRefused('Your card was declined.'), FALLBACK)).toBe(
      'Your card was declined.',
    );
  });

  it('never shows the server’s message for any status from 500 up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 599 }), fc.string(), (status, words) => {
        expect(failureMessage(answered(status, words), FALLBACK)).toBe(FALLBACK);
        expect(refusalMessage(answered(status, words))).toBeNull();
      }),
    );
  });

  it('shows the server’s words for any status from 400 to 499 that has them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 499 }),
        fc.string({ minLength: 1 }),
        (status, words) => {
          expect(failureMessage(answered(status, words), FALLBACK)).toBe(words);
        },
      ),
    );
  });
});

describe('isRefusal', () => {
  it('is true from 400 to 499 only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 599 }), (status) => {
        expect(isRefusal(apiError(status, 'words'))).toBe(status >= 400 && status < 500);
      }),
    );
    expect(isRefusal(new Error('400'))).toBe(false);
  });
});
