import { beforeAll, describe, expect, it } from 'vitest';
import { appForTests } from '../test/test-app';
import { WRONG_CREDENTIALS_MESSAGE } from './pages/login-page';
import { authorizeUrl, makePkce, openLoginPage, submitCredentials } from './testing/sign-in-flow';
import { TestBrowser } from '../test/test-browser';

const { testApp } = appForTests({ seed: true });
let publicUrl: string;
beforeAll(() => {
  publicUrl = testApp.config.publicUrl;
});

function freshBrowser(address: string) {
  return new TestBrowser(testApp.app, publicUrl, address);
}

describe('the sign-in page', () => {
  it('is a labelled form that works without script, in the portal’s look and brand', async () => {
    const { page } = await openLoginPage(
      freshBrowser('10.0.0.1'),
      authorizeUrl(publicUrl, { pkce: makePkce() }),
    );
    const html = page.body;
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(html).toContain('<html lang="en-NZ">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h1>Sign in</h1>');
    expect(html).toContain('<main');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    // "webauthn" lets the browser offer passkeys in the email field's suggestions.
    expect(html).toMatch(/<input id="email"[^>]*autocomplete="username webauthn"/);
    expect(html).toMatch(
      /<input id="password"[^>]*type="password"[^>]*autocomplete="current-password"/,
    );
    expect(html).toContain('<button type="submit" class="button">Sign in</button>');
    // Its scripts are same-origin files, "Show password" and the passkey sign-in (over
    // @simplewebauthn/browser's bundle), which the page works without.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).toContain(
      [
        '<script src="/idp/assets/show-password.js" defer></script>',
        '<script src="/idp/assets/webauthn-browser.js" defer></script>',
        '<script src="/idp/assets/passkey-sign-in.js" defer></script>',
      ].join('\n'),
    );
    expect(html).toMatch(
      /<form method="post" action="[^"]+\/passkey" class="passkey"[^>]* hidden>/,
    );
    expect(html).toContain(
      '<button type="button" class="button secondary">Sign in with a passkey</button>',
    );
    for (const url of ['/idp/assets/passkey-sign-in.js', '/idp/assets/webauthn-browser.js']) {
      const script = await testApp.app.inject({ method: 'GET', url });
      expect(script.statusCode, url).toBe(200);
      expect(script.headers['content-type'], url).toContain('text/javascript');
    }
    expect(html).toContain('<div class="show-password" data-show-password hidden>');
    expect(html).toContain(
      '<button type="button" class="link-button" aria-pressed="false" aria-controls="password">Show password</button>',
    );
    expect(html).not.toContain('style=');
    expect(html).toContain('<p class="brand">Harbour</p>');
    expect(html).toContain('<a class="link" href="/idp/forgot-password">Forgot your password?</a>');
    expect(html).toContain('href="/idp/register">Register with your account number</a>');
    const stylesheets = ['/idp/assets/server-page.css', '/idp/assets/login.css'];
    expect(html).toContain(
      stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n'),
    );
    expect(html).toContain('<link rel="stylesheet" href="/idp/assets/brand.css">');
    for (const url of [...stylesheets, '/idp/assets/brand.css']) {
      const css = await testApp.app.inject({ method: 'GET', url });
      expect(css.statusCode, url).toBe(200);
      expect(css.headers['content-type'], url).toContain('text/css');
    }
  });

  it('says "Staff sign in" on the staff pool', async () => {
    const { page } = await openLoginPage(
      freshBrowser('10.0.0.2'),
      authorizeUrl(publicUrl, { pkce: makePkce(), pool: 'StaffIdentity' }),
    );
    expect(page.body).toContain('<h1>Staff sign in</h1>');
    // Staff log-ins are not reset or registered here.
    expect(page.body).not.toContain('/idp/forgot-password');
    expect(page.body).not.toContain('/idp/register');
    // Passkeys are for customers for now: staff have no passkey form or autofill.
    expect(page.body).not.toContain('Sign in with a passkey');
    expect(page.body).not.toContain('webauthn');
  });

  it('refuses an unknown pool', async () => {
    const { response } = await freshBrowser('10.0.0.3').navigate({
      url: authorizeUrl(publicUrl, { pkce: makePkce(), extra: { pool: 'admins' } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This sign-in link is not valid');
  });
});

describe('wrong credentials', () => {
  it('get the same page for an unknown email and for a wrong password', async () => {
    const browser = freshBrowser('10.0.1.1');
    const { action } = await openLoginPage(browser, authorizeUrl(publicUrl, { pkce: makePkce() }));
    const unknown = await submitCredentials(browser, action, 'nobody@example.nz', 'Portal!2026');
    const wrong = await submitCredentials(browser, action, 'aroha@example.nz', 'not-it');
    expect(unknown.response.statusCode).toBe(401);
    expect(wrong.response.statusCode).toBe(401);
    const withoutEmail = (body: string, email: string) => body.replace(email, 'EMAIL');
    expect(withoutEmail(unknown.response.body, 'nobody@example.nz')).toBe(
      withoutEmail(wrong.response.body, 'aroha@example.nz'),
    );
    const body = wrong.response.body;
    expect(body).toContain(`role="alert">${WRONG_CREDENTIALS_MESSAGE}</div>`);
    expect(body).toMatch(
      /<input id="email"[^>]*value="aroha@example.nz"[^>]*aria-describedby="sign-in-error"/,
    );
    expect(body).toMatch(/<input id="password"[^>]*aria-describedby="sign-in-error"/);
  });

  it('keeps a customer out of the staff pool with the same message', async () => {
    const browser = freshBrowser('10.0.1.2');
    const url = authorizeUrl(publicUrl, { pkce: makePkce(), pool: 'StaffIdentity' });
    const { action } = await openLoginPage(browser, url);
    const { response, location } = await submitCredentials(
      browser,
      action,
      'aroha@example.nz',
      'Portal!2026',
    );
    expect(location).toBeUndefined();
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(WRONG_CREDENTIALS_MESSAGE);
  });

  it('escapes what was typed', async () => {
    const browser = freshBrowser('10.0.1.3');
    const { action } = await openLoginPage(browser, authorizeUrl(publicUrl, { pkce: makePkce() }));
    const { response } = await submitCredentials(browser, action, '"><script>x</script>', 'x');
    expect(response.body).not.toContain('<script>x</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('throttling', () => {
  it('answers 429 with Retry-After after five failures for one email, even with the right password', async () => {
    const browser = freshBrowser('10.0.2.1');
    const { action } = await openLoginPage(browser, authorizeUrl(publicUrl, { pkce: makePkce() }));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await submitCredentials(browser, action, 'Kiri@Example.nz', 'wrong');
      expect(response.statusCode).toBe(401);
    }
    const { response } = await submitCredentials(browser, action, 'kiri@example.nz', 'Portal!2026');
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(response.body).toContain('Too many sign-in attempts');
  });

  it('answers 429 after twenty failures from one address, whatever the emails', async () => {
    const browser = freshBrowser('10.0.2.2');
    const { action } = await openLoginPage(browser, authorizeUrl(publicUrl, { pkce: makePkce() }));
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { response } = await submitCredentials(
        browser,
        action,
        `guess${String(attempt)}@example.nz`,
        'x',
      );
      expect(response.statusCode).toBe(401);
    }
    const { response } = await submitCredentials(browser, action, 'liam@example.nz', 'Portal!2026');
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
