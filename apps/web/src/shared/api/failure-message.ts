import { isRefusal } from './api-error';

/** Spec section 8's general message, the fallback of most pages. */
export const PLEASE_TRY_AGAIN = 'Please try again.';

/**
 * A failure found in the browser whose message is written for people: the card gateway's
 * refusal, a card-submit link of the wrong type (spec section 8), a payment page that did not
 * come back. `failureMessage` shows its message; any other thrown Error's message is not for
 * people and is never shown.
 */
export class UserFacingError extends Error {
  override readonly name: string = 'UserFacingError';
}

/**
 * The server's own words for a refusal (the envelope's `detail`, without the request guid),
 * or null: for a 5xx, a network failure, a timeout, something that is not an ApiError, or a
 * refusal that came without words (a proxy's page).
 */
export function refusalMessage(error: unknown): string | null {
  return isRefusal(error) ? error.detail : null;
}

/**
 * What a failed call tells a person, by one rule (decision 038): a refusal (4xx) shows the
 * server's message, which it writes for people (the spec's error texts, word for word); a
 * UserFacingError shows its own message; anything else (a 5xx, a network failure, a timeout,
 * an unexpected error) shows the page's own fallback sentence. The server's words on a 5xx are
 * never shown.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof UserFacingError) return error.message;
  return refusalMessage(error) ?? fallback;
}
