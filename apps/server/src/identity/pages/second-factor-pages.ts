import type { SecondFactorKind } from '../second-factor/staff-factors';
import { errorAlert, field } from './form-fields';
import { escapeHtml, renderDocument, trusted } from './html';

/** What the second step says for each way a code can be refused. */
export const SECOND_FACTOR_MESSAGES = {
  malformed: 'Enter the 6-digit code from your authenticator app.',
  wrong: 'That code is not right. Enter the code your authenticator app shows now.',
  used: 'That code has been used already. Wait for your app to show a new code, then enter it.',
} as const;

export type SecondFactorError = keyof typeof SECOND_FACTOR_MESSAGES;

/** How each kind of second factor is named on the page. */
const FACTOR_NAMES: Record<SecondFactorKind, string> = {
  totp: 'a code from your authenticator app',
  passkey: 'your passkey',
};

/** What the second step says when a passkey's answer does not confirm the person. */
export const STAFF_PASSKEY_REFUSED_MESSAGE =
  'That passkey could not confirm it’s you. Try again with the passkey you set up for this log-in.';

/** What enrolment says when a new passkey's answer cannot be kept. */
export const STAFF_PASSKEY_NOT_SET_UP_MESSAGE =
  'That passkey could not be set up. Try again, or use an authenticator app.';

/** Where the passkey script asks for options and posts the browser's answer. */
export interface PasskeyPaths {
  options: string;
  action: string;
}

/**
 * A passkey form the staff script fills with the browser's answer and submits (decision
 * 056): to set one up (`register`) or to use one (`sign-in`). Hidden until the script finds
 * the browser can use passkeys; the status line says what went wrong.
 */
function passkeyForm(
  mode: 'register' | 'sign-in',
  paths: PasskeyPaths,
  labels: { button: string; lead?: string },
): string {
  const lead = labels.lead === undefined ? '' : `<p>${escapeHtml(labels.lead)}</p>\n`;
  return `<form method="post" action="${escapeHtml(paths.action)}" class="passkey" data-staff-passkey="${mode}" data-passkey-options="${escapeHtml(paths.options)}" hidden>
${lead}<input type="hidden" name="response" value="">
<button type="button" class="button${mode === 'register' ? ' secondary' : ''}">${escapeHtml(labels.button)}</button>
<p class="hint" data-passkey-status role="status"></p>
</form>`;
}

/** The secret in groups of four, as apps that take a typed key show it. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function codeField(error: SecondFactorError | undefined): string {
  return field({
    id: 'code',
    label: '6-digit code',
    type: 'text',
    autocomplete: 'one-time-code',
    inputmode: 'numeric',
    invalid: error !== undefined,
    autofocus: true,
  });
}

function startAgain(signInUrl: string): string {
  return `<p class="secondary"><a class="link" href="${escapeHtml(signInUrl)}">Not you? Start again</a></p>`;
}

function errorText(error: SecondFactorError | 'passkey' | undefined): string | undefined {
  if (error === undefined) return undefined;
  return error === 'passkey' ? STAFF_PASSKEY_REFUSED_MESSAGE : SECOND_FACTOR_MESSAGES[error];
}

/**
 * The second step of a staff sign-in, after the password: "Use your passkey" when the
 * log-in has one, the app's code when it has that (the code form works without script).
 */
export function renderSecondFactorPage(options: {
  action: string;
  factors: readonly SecondFactorKind[];
  error?: SecondFactorError | 'passkey';
  signInUrl: string;
  passkey: PasskeyPaths;
}): string {
  const hasCode = options.factors.includes('totp');
  const hasPasskey = options.factors.includes('passkey');
  const title = hasCode ? 'Enter your code' : 'Use your passkey';
  const ways = options.factors.map((kind) => FACTOR_NAMES[kind]).join(', or ');
  const codeError = options.error === 'passkey' ? undefined : options.error;
  const codeForm = `<form method="post" action="${escapeHtml(options.action)}" novalidate>
${codeField(codeError)}
<button type="submit" class="button">Continue</button>
</form>`;
  const body = `<h1>${title}</h1>
<p class="lead">Staff sign-in needs a second step. Confirm it’s you with ${escapeHtml(ways)}.</p>
${errorAlert(errorText(options.error))}
${hasPasskey ? passkeyForm('sign-in', options.passkey, { button: 'Use your passkey' }) : ''}
${hasCode ? codeForm : ''}
${hasPasskey && !hasCode ? '<noscript><p>Your passkey needs JavaScript in this browser. Turn it on, then reload this page.</p></noscript>' : ''}
${startAgain(options.signInUrl)}`;
  return renderDocument({ title, body: trusted(body), staffPasskeys: hasPasskey });
}

/**
 * Enrolment on a staff log-in's first sign-in (or after a colleague reset it): the secret as
 * a QR code (SVG drawn on the server, no script) and as text, then a code to confirm.
 */
export function renderEnrolmentPage(options: {
  action: string;
  secret: string;
  qrSvg: string;
  error?: SecondFactorError | 'passkey';
  signInUrl: string;
  /** Where the script sets up a passkey instead (decision 056). */
  passkey: PasskeyPaths;
}): string {
  const title = 'Set up your second step';
  const qr = options.qrSvg.replace(
    /^<svg /,
    '<svg role="img" aria-labelledby="qr-label" focusable="false" ',
  );
  const body = `<h1>${title}</h1>
<p class="lead">Staff sign-in needs a second step as well as your password: a passkey on this device, or a code from an authenticator app. Set one up once now.</p>
${passkeyForm('register', options.passkey, {
  lead: 'Use a passkey: this device confirms it’s you with its screen lock or security key.',
  button: 'Set up a passkey on this device',
})}
<h2>Or use an authenticator app</h2>
<ol class="steps">
<li>In your authenticator app, add an account and scan this QR code.
<figure class="qr">${qr}<figcaption id="qr-label">QR code of your sign-in key</figcaption></figure>
</li>
<li>Can’t scan it? Enter this key in the app instead:
<p class="secret"><code>${escapeHtml(groupedSecret(options.secret))}</code></p>
</li>
<li>Enter the 6-digit code the app shows to finish.</li>
</ol>
${errorAlert(options.error === 'passkey' ? STAFF_PASSKEY_NOT_SET_UP_MESSAGE : errorText(options.error))}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${codeField(options.error === 'passkey' ? undefined : options.error)}
<button type="submit" class="button">Confirm and sign in</button>
</form>
${startAgain(options.signInUrl)}`;
  return renderDocument({ title, body: trusted(body), staffPasskeys: true });
}
