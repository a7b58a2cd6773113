import { isApiError } from '../../../shared/api';

/**
 * What to tell the person about a refused change: the server's own words for a 4xx (a weak
 * password, a taken address, a full product), the general line otherwise.
 */
export function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.detail !== null) {
    return error.detail;
  }
  return 'Please try again.';
}
