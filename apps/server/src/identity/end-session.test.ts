import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../test/test-app';
import {
  authorizeUrl,
  exchangeCode,
  makePkce,
  refresh,
  signIn,
  type TokenResponse,
} from './testing/sign-in-flow';
import { TestBrowser } from '../test/test-browser';

const { testApp } = appForTests({ seed: true });
let publicUrl: string;
beforeAll(() => {
  publicUrl = testApp.config.publicUrl;
});

async function signedIn(email: string): Promise<{ browser: TestBrowser; tokens: TokenResponse }> {
  const browser = new TestBrowser(testApp.app, publicUrl);
  const pkce = makePkce();
  const code = await signIn(browser, publicUrl, { email, pkce });
  const { body } = await exchangeCode(testApp.app, publicUrl, code, pkce.verifier);
  return { browser, tokens: body };
}

function endSessionUrl(params: Record<string, string>): string {
  return `/idp/connect/endsession?${new URLSearchParams(params).toString()}`;
}

describe('end session', () => {
  it('with a valid id_token_hint signs out at once and returns to the post-logout URI', async () => {
    const { browser, tokens } = await signedIn('aroha@example.nz');
    const { location } = await browser.navigate({
      url: endSessionUrl({
        id_token_hint: tokens.id_token ?? '',
        post_logout_redirect_uri: `${publicUrl}/logout-complete`,
        state: 'bye',
      }),
    });
    expect(location).toBe(`${publicUrl}/logout-complete?state=bye`);
    expect(browser.hasCookie('_idp_session')).toBe(false);

    const afterLogout = await refresh(testApp.app, tokens.refresh_token ?? '');
    expect(afterLogout.body.error).toBe('invalid_grant');

    // The next sign-in asks for the password again.
    const again = await browser.navigate({ url: authorizeUrl(publicUrl, { pkce: makePkce() }) });
    expect(again.response.body).toContain('<h1>Sign in</h1>');
  });

  it('without an IdP session redirects too, with no self-submitting page', async () => {
    const { tokens } = await signedIn('mere@example.nz');
    const stranger = new TestBrowser(testApp.app, publicUrl);
    const { response, location } = await stranger.navigate({
      url: endSessionUrl({
        id_token_hint: tokens.id_token ?? '',
        post_logout_redirect_uri: `${publicUrl}/logout/logout-complete`,
      }),
    });
    expect(response.body).not.toContain('<script');
    expect(location).toBe(`${publicUrl}/logout/logout-complete`);
    expect(String(response.headers['content-security-policy'])).not.toContain('sha256');
  });

  it('without an id_token_hint asks, with a form the person submits', async () => {
    const { browser } = await signedIn('ben@example.nz');
    const { response } = await browser.navigate({ url: endSessionUrl({}) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Sign out</h1>');
    expect(response.body).not.toContain('<script');
    const action = /<form method="post" action="([^"]+)"/.exec(response.body)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...response.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        (match) => [match[1] ?? '', match[2] ?? ''],
      ),
    );
    const confirmed = await browser.navigate({ method: 'POST', url: action, form: fields });
    expect(confirmed.response.statusCode).toBe(200);
    expect(confirmed.response.body).toContain('You are signed out');
    expect(browser.hasCookie('_idp_session')).toBe(false);
  });

  it('refuses a post-logout URI that is not registered exactly', async () => {
    const { browser, tokens } = await signedIn('fiona@example.nz');
    const { response, location } = await browser.navigate({
      url: endSessionUrl({
        id_token_hint: tokens.id_token ?? '',
        post_logout_redirect_uri: 'https://evil.example/logout-complete',
      }),
    });
    expect(location).toBeUndefined();
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Sign-in could not continue');
  });
});
