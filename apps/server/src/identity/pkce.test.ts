import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../test/test-app';
import { authorizeUrl, exchangeCode, makePkce, signIn } from './testing/sign-in-flow';
import { TestBrowser } from '../test/test-browser';

const { testApp } = appForTests({ seed: true });
let publicUrl: string;
beforeAll(() => {
  publicUrl = testApp.config.publicUrl;
});

/** Where an authorize request sends the browser first (a sign-in page, or back with an error). */
async function authorize(url: string) {
  const browser = new TestBrowser(testApp.app, publicUrl);
  return browser.request({ url });
}

function errorOf(location: string | undefined): string | null {
  return location === undefined ? null : new URL(location).searchParams.get('error');
}

describe('PKCE and redirect URIs', () => {
  it('refuses an authorize request without a code_challenge', async () => {
    const response = await authorize(authorizeUrl(publicUrl));
    expect(response.statusCode).toBe(303);
    expect(errorOf(response.headers.location)).toBe('invalid_request');
  });

  it('refuses the plain method', async () => {
    const { challenge } = makePkce();
    const url = authorizeUrl(publicUrl, {
      extra: { code_challenge: challenge, code_challenge_method: 'plain' },
    });
    const response = await authorize(url);
    expect(errorOf(response.headers.location)).toBe('invalid_request');
  });

  it('refuses a redirect URI that is not registered exactly, without redirecting to it', async () => {
    for (const redirectUri of [
      `${publicUrl}/login-complete/`,
      `${publicUrl}/login-complete?x=1`,
      'https://evil.example/login-complete',
    ]) {
      const response = await authorize(authorizeUrl(publicUrl, { pkce: makePkce(), redirectUri }));
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Sign-in could not continue');
      expect(response.body).not.toMatch(/\bat \S+\.(js|ts):\d+/);
    }
  });

  it('refuses a wrong code_verifier and a different redirect_uri at the token endpoint', async () => {
    const browser = new TestBrowser(testApp.app, publicUrl);
    const pkce = makePkce();
    const code = await signIn(browser, publicUrl, { email: 'aroha@example.nz', pkce });
    const wrongVerifier = await exchangeCode(testApp.app, publicUrl, code, makePkce().verifier);
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body.error).toBe('invalid_grant');

    const otherPkce = makePkce();
    const otherCode = await signIn(new TestBrowser(testApp.app, publicUrl), publicUrl, {
      email: 'aroha@example.nz',
      pkce: otherPkce,
    });
    const wrongRedirect = await exchangeCode(
      testApp.app,
      publicUrl,
      otherCode,
      otherPkce.verifier,
      `${publicUrl}/login/login-complete`,
    );
    expect(wrongRedirect.status).toBe(400);
    expect(wrongRedirect.body.error).toBe('invalid_grant');
  });

  it('accepts the second registered redirect URI', async () => {
    const browser = new TestBrowser(testApp.app, publicUrl);
    const pkce = makePkce();
    const redirectUri = `${publicUrl}/login/login-complete`;
    const code = await signIn(browser, publicUrl, { email: 'fiona@example.nz', pkce, redirectUri });
    const { status } = await exchangeCode(testApp.app, publicUrl, code, pkce.verifier, redirectUri);
    expect(status).toBe(200);
  });
});
