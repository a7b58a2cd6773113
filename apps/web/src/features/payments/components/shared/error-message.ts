import { isApiError } from '../../../../shared/api';

/**
 * What to tell a person about a failed call: the server's words (its message carries the
 * request guid, which support can look up; spec section 8).
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) {
      return 'We could not reach our servers. Check your connection and try again.';
    }
    return error.detail ?? error.message;
  }
  return error instanceof Error ? error.message : 'Please try again.';
}
