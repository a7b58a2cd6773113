import { DEMO_PASSWORD, type Pool } from '../test-support/personas';
import type { Browser } from './browser';

/**
 * Signs in as the SPA does: the session endpoint starts the flow, the identity provider's
 * page takes the email and password, and the code it returns finishes it at the session
 * endpoint. Returns false when any step fails (already counted by the browser). Sales people
 * sign in through the staff pool.
 */
export async function signIn(
  browser: Browser,
  email: string,
  pool: Pool = 'customer',
): Promise<boolean> {
  browser.forgetCookies();
  const started = await browser.call({
    method: 'POST',
    url: '/session/login',
    json: { destinationUrl: '/', pool },
    label: 'sign-in: start',
  });
  if (started.status !== 200) return false;
  const { authorizeUrl } = (started.json() as { data: { authorizeUrl: string } }).data;

  const { answer: page } = await browser.navigate({ url: authorizeUrl, label: 'sign-in: page' });
  const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1];
  if (page.status !== 200 || action === undefined) return false;

  const { leftFor } = await browser.navigate({
    method: 'POST',
    url: action.replaceAll('&amp;', '&'),
    form: { email, password: DEMO_PASSWORD },
    label: 'sign-in: submit',
  });
  if (leftFor === undefined) return false;
  const callback = new URL(leftFor);
  if (callback.pathname !== '/login/login-complete') return false;

  const completed = await browser.call({
    method: 'POST',
    url: '/session/login-complete',
    json: Object.fromEntries(callback.searchParams),
    label: 'sign-in: complete',
  });
  return completed.status === 200;
}
