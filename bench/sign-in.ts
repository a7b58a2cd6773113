import { Browser } from '../soak/browser';
import { signIn } from '../soak/sign-in';
import { Stats } from '../soak/stats';
import { poolOf } from '../test-support/personas';

export const SESSION_COOKIE = '__Host-portal-session';

/**
 * Signs in as the SPA does, with the soak's browser (soak/sign-in.ts), and returns the
 * Cookie header that the browser then sends with every API call; a demo sales person signs
 * in through the staff pool. Right after a load run the server may still shed load (503)
 * for a moment, so a failed sign-in is tried again.
 */
export async function signInCookie(origin: string, email: string): Promise<string> {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const browser = new Browser(origin, new Stats());
    if (await signIn(browser, email, poolOf(email))) {
      const cookie = browser
        .cookieFor('/api/')
        .split('; ')
        .find((each) => each.startsWith(`${SESSION_COOKIE}=`));
      if (cookie === undefined) throw new Error('no session cookie after sign-in');
      return cookie;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`could not sign in as ${email}`);
}
