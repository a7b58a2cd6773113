import type { Pool } from '../pools';
import { showPasswordToggle } from './form-fields';
import { escapeHtml, renderDocument, trusted } from './html';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from './recovery-paths';

/** One message for any wrong credential, so the page never tells whether an email exists. */
export const WRONG_CREDENTIALS_MESSAGE = 'The email or password you entered is not right.';

export interface LoginPageOptions {
  pool: Pool;
  /** Where the form posts: the interaction's own login URL. */
  action: string;
  email?: string;
  error?: string;
  /** The portal's way into the staff pool, offered on the customer page. */
  staffSignInUrl?: string;
  /** Where the passkey script gets a challenge and posts the answer (customer pool only). */
  passkey?: { options: string; action: string };
}

const ERROR_ID = 'sign-in-error';

export function loginTitle(pool: Pool): string {
  return pool === 'StaffIdentity' ? 'Staff sign in' : 'Sign in';
}

/** The ways back in for a customer; staff log-ins are managed by staff systems. */
function customerWaysIn(staffSignInUrl: string | undefined): string {
  const staff =
    staffSignInUrl === undefined
      ? ''
      : `\n<li>Work for us? <a class="link" href="${escapeHtml(staffSignInUrl)}">Staff sign in</a></li>`;
  return `<ul class="ways-in">
<li><a class="link" href="${FORGOT_PASSWORD_PATH}">Forgot your password?</a></li>
<li>New here? <a class="link" href="${REGISTER_PATH}">Register with your account number</a></li>${staff}
</ul>`;
}

/**
 * "Sign in with a passkey": a form the script fills with the passkey's answer and submits.
 * Hidden until the script finds the browser can use passkeys; the status line says what
 * went wrong when the browser's prompt was closed or failed.
 */
function passkeyForm(paths: { options: string; action: string }): string {
  return `<form method="post" action="${escapeHtml(paths.action)}" class="passkey" data-passkey-options="${escapeHtml(paths.options)}" hidden>
<p class="or">or</p>
<input type="hidden" name="response" value="">
<button type="button" class="button secondary">Sign in with a passkey</button>
<p class="hint" data-passkey-status role="status"></p>
</form>`;
}

/**
 * The sign-in form. Works without script (its one script only adds "Show password"); the
 * browser's password manager recognises it by the autocomplete tokens. An error is
 * announced (role=alert) and tied to both inputs.
 */
export function renderLoginPage(options: LoginPageOptions): string {
  const title = loginTitle(options.pool);
  const hasError = options.error !== undefined;
  const described = hasError ? ` aria-describedby="${ERROR_ID}" aria-invalid="true"` : '';
  const passkey = options.pool === 'customer' ? options.passkey : undefined;
  // "webauthn" lets the browser offer passkeys in the email field's autofill.
  const usernameAutocomplete = passkey === undefined ? 'username' : 'username webauthn';
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
<input id="email" name="email" type="email" autocomplete="${usernameAutocomplete}" inputmode="email" spellcheck="false" autocapitalize="none" required value="${escapeHtml(options.email ?? '')}"${described}${hasError ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${hasError ? ' autofocus' : ''}>
</div>
${showPasswordToggle(['password'])}
<button type="submit" class="button">Sign in</button>
</form>
${passkey === undefined ? '' : passkeyForm(passkey)}
${options.pool === 'customer' ? customerWaysIn(options.staffSignInUrl) : ''}`;
  return renderDocument({
    title,
    body: trusted(body),
    script: true,
    passkeys: passkey !== undefined,
  });
}
