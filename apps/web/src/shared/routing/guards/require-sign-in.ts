import type { Guard } from './guard-types';
import { hrefOf, pass } from './guard-types';

/**
 * Guard 1 (spec section 2): every page but the anonymous ones needs a signed-in session;
 * otherwise the intended destination is kept and the person goes to /login.
 */
export const requireSignIn: Guard = ({ meta, session, user, location }) => {
  if (meta?.anonymous === true) return pass;
  if (session.isLoggedIn && user !== null) return pass;
  return { kind: 'sign-in', destination: hrefOf(location) };
};
