import { isRefusal } from '../../../../shared/api';

export interface Refusal {
  status: number;
  /** The server's message, for people. */
  message: string;
}

/**
 * The server's own words when it refused the request (a 4xx: not a prepay number, already
 * yours, wrong code, too many tries, wait before resending); null for anything else, which
 * the page reports generally. The status says where the words go (decision 038).
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!isRefusal(error) || error.detail === null) return null;
  return { status: error.status, message: error.detail };
}
