import type { Pool } from '../pools';
import { escapeHtml, renderDocument, trusted } from './html';

/** One message for any wrong credential, so the page never tells whether an email exists. */
export const WRONG_CREDENTIALS_MESSAGE = 'The email or password you entered is not right.';

export interface LoginPageOptions {
  pool: Pool;
  /** Where the form posts: the interaction's own login URL. */
  action: string;
  email?: string;
  error?: string;
}

const ERROR_ID = 'sign-in-error';

export function loginTitle(pool: Pool): string {
  return pool === 'StaffIdentity' ? 'Staff sign in' : 'Sign in';
}

/**
 * The sign-in form. Works without script; the browser's password manager recognises it by
 * the autocomplete tokens. An error is announced (role=alert) and tied to both inputs.
 */
export function renderLoginPage(options: LoginPageOptions): string {
  const title = loginTitle(options.pool);
  const hasError = options.error !== undefined;
  const described = hasError ? ` aria-describedby="${ERROR_ID}" aria-invalid="true"` : '';
  const lead =
    options.pool === 'StaffIdentity'
      ? 'Sign in with your staff account to open a customer’s account.'
      : 'Sign in to see your bills, pay, and manage your services.';
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(lead)}</p>
${hasError ? `<div id="${ERROR_ID}" class="alert" role="alert">${escapeHtml(options.error ?? '')}</div>` : ''}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" spellcheck="false" autocapitalize="none" required value="${escapeHtml(options.email ?? '')}"${described}${hasError ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${hasError ? ' autofocus' : ''}>
</div>
<button type="submit" class="button">Sign in</button>
</form>`;
  return renderDocument({ title, body: trusted(body) });
}
