import { decodeJwt } from 'jose';
import type { SessionUser } from '@portal/contracts';
import { isLoggedIn } from './session-view';

/** Who a signed-in session belongs to, as its own tokens say. */
export interface SignedInPerson {
  subject: string;
  pool: 'customer' | 'StaffIdentity';
  /** For the provider's sign-in page, so the person is asked for their password only. */
  email: string | null;
}

/**
 * The person behind a session's tokens, or undefined when it holds no sign-in. The tokens
 * were checked when the session got them; these claims only choose the pool and the hint.
 */
export function signedInPersonOf(session: SessionUser): SignedInPerson | undefined {
  const tokens = session.tokenDetails;
  if (tokens === null || !isLoggedIn(session)) return undefined;
  try {
    const access = decodeJwt(tokens.accessToken);
    if (typeof access.sub !== 'string') return undefined;
    const email = tokens.idToken === null ? undefined : decodeJwt(tokens.idToken).email;
    return {
      subject: access.sub,
      pool: access.pool === 'StaffIdentity' || session.isStaff ? 'StaffIdentity' : 'customer',
      email: typeof email === 'string' ? email : null,
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether new tokens from signing in again are the same person's as the session's. Someone
 * else signing in on the provider's page must not inherit this session (its account, its
 * staff banner, an action waiting to be finished).
 */
export function isSamePerson(before: SignedInPerson, accessToken: string): boolean {
  try {
    return decodeJwt(accessToken).sub === before.subject;
  } catch {
    return false;
  }
}
