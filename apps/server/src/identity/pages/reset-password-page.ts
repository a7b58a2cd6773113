import { field, formStep, hiddenFields, showPasswordToggle } from './form-fields';
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
  const body = formStep({
    title: TITLE,
    lead: `For the log-in <strong>${escapeHtml(options.email)}</strong>. Every device signed in with your old password will be signed out.`,
    error: options.error,
    action: RESET_PASSWORD_PATH,
    fields: `${hiddenFields({ token: options.token })}
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
${showPasswordToggle(['password', 'confirm'])}`,
    submit: 'Change password',
  });
  return renderDocument({ title: TITLE, body: trusted(body), script: true });
}
