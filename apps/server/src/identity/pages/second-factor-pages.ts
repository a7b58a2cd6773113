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

/** How each kind of second factor is named on the page (the seam for staff passkeys). */
const FACTOR_NAMES: Record<SecondFactorKind, string> = {
  totp: 'a code from your authenticator app',
};

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

/** The second step of a staff sign-in: the code from the app, after the password. */
export function renderSecondFactorPage(options: {
  action: string;
  factors: readonly SecondFactorKind[];
  error?: SecondFactorError;
  signInUrl: string;
}): string {
  const title = 'Enter your code';
  const ways = options.factors.map((kind) => FACTOR_NAMES[kind]).join(', or ');
  const body = `<h1>${title}</h1>
<p class="lead">Staff sign-in needs a second step. Confirm it’s you with ${escapeHtml(ways)}.</p>
${errorAlert(options.error === undefined ? undefined : SECOND_FACTOR_MESSAGES[options.error])}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${codeField(options.error)}
<button type="submit" class="button">Continue</button>
</form>
${startAgain(options.signInUrl)}`;
  return renderDocument({ title, body: trusted(body) });
}

/**
 * Enrolment on a staff log-in's first sign-in (or after a colleague reset it): the secret as
 * a QR code (SVG drawn on the server, no script) and as text, then a code to confirm.
 */
export function renderEnrolmentPage(options: {
  action: string;
  secret: string;
  qrSvg: string;
  error?: SecondFactorError;
  signInUrl: string;
}): string {
  const title = 'Set up your authenticator app';
  const qr = options.qrSvg.replace(
    /^<svg /,
    '<svg role="img" aria-labelledby="qr-label" focusable="false" ',
  );
  const body = `<h1>${title}</h1>
<p class="lead">Staff sign-in needs a code from an authenticator app as well as your password. Set it up once now.</p>
<ol class="steps">
<li>In your authenticator app, add an account and scan this QR code.
<figure class="qr">${qr}<figcaption id="qr-label">QR code of your sign-in key</figcaption></figure>
</li>
<li>Can’t scan it? Enter this key in the app instead:
<p class="secret"><code>${escapeHtml(groupedSecret(options.secret))}</code></p>
</li>
<li>Enter the 6-digit code the app shows to finish.</li>
</ol>
${errorAlert(options.error === undefined ? undefined : SECOND_FACTOR_MESSAGES[options.error])}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${codeField(options.error)}
<button type="submit" class="button">Confirm and sign in</button>
</form>
${startAgain(options.signInUrl)}`;
  return renderDocument({ title, body: trusted(body) });
}
