import { errorAlert, field, hiddenFields, showPasswordToggle } from './form-fields';
import { escapeHtml, renderDocument, trusted } from './html';
import { PASSWORD_RULE_HINT } from './password-rule-hint';
import { RESET_PASSWORD_PATH } from './recovery-paths';

const TITLE = 'Choose a new password';

/** The form a reset link opens: the new password twice, with "Show password". */
export function renderResetPasswordPage(options: {
  token: string;
  email: string;
  error?: string;
}): string {
  const invalid = options.error !== undefined;
  const body = `<h1>${TITLE}</h1>
<p class="lead">For the log-in <strong>${escapeHtml(options.email)}</strong>. Every device signed in with your old password will be signed out.</p>
${errorAlert(options.error)}
<form method="post" action="${RESET_PASSWORD_PATH}" novalidate>
${hiddenFields({ token: options.token })}
<input type="email" name="username" autocomplete="username" value="${escapeHtml(options.email)}" hidden>
${field({
  id: 'password',
  label: 'New password',
  type: 'password',
  autocomplete: 'new-password',
  hint: PASSWORD_RULE_HINT,
  invalid,
  autofocus: true,
})}
${field({ id: 'confirm', label: 'Confirm new password', type: 'password', autocomplete: 'new-password', invalid })}
${showPasswordToggle(['password', 'confirm'])}
<button type="submit" class="button">Change password</button>
</form>`;
  return renderDocument({ title: TITLE, body: trusted(body), script: true });
}
