import { backToSignIn, field, formStep } from './form-fields';
import { escapeHtml, renderDocument, trusted } from './html';
import { FORGOT_PASSWORD_PATH } from './recovery-paths';

const TITLE = 'Forgot your password?';

/** Asks for the email of the log-in; the answer never says whether it has one. */
export function renderForgotPasswordPage(options: {
  email?: string;
  error?: string;
  signInUrl: string;
}): string {
  const body = `${formStep({
    title: TITLE,
    lead: 'Enter the email you sign in with. We will send you a link to choose a new password.',
    error: options.error,
    action: FORGOT_PASSWORD_PATH,
    fields: field({
      id: 'email',
      label: 'Email',
      type: 'email',
      autocomplete: 'username',
      inputmode: 'email',
      value: options.email ?? '',
      invalid: options.error !== undefined,
      autofocus: true,
    }),
    submit: 'Send me a link',
  })}
${backToSignIn(options.signInUrl)}`;
  return renderDocument({ title: TITLE, body: trusted(body) });
}

/** The one answer to any email, known or not. */
export function renderResetSentPage(options: { message: string; signInUrl: string }): string {
  const title = 'Check your email';
  const body = `<h1>${title}</h1>
<p class="lead" role="status">${escapeHtml(options.message)}</p>
<p><a class="link" href="${escapeHtml(options.signInUrl)}">Back to sign in</a></p>`;
  return renderDocument({ title, body: trusted(body) });
}
