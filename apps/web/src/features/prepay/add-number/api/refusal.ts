import { isApiError } from '../../../../shared/api';

export interface Refusal {
  status: number;
  /** The server's message, for people. */
  message: string;
}

/**
 * The server's own words when it refused the request (a 4xx: not a prepay number, already
 * yours, wrong code, too many tries, wait before resending); null for anything else, which
 * the page reports generally.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  return error.detail === null ? null : { status: error.status, message: error.detail };
}
