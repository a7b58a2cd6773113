import { escapeHtml } from './html';

/** The id of a page's error message, tied to the fields it is about. */
export const FORM_ERROR_ID = 'form-error';

export function errorAlert(error: string | undefined): string {
  return error === undefined
    ? ''
    : `<div id="${FORM_ERROR_ID}" class="alert" role="alert">${escapeHtml(error)}</div>`;
}

export interface FieldOptions {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  /** Set when the page's error is about this field. */
  invalid?: boolean;
  autofocus?: boolean;
  hint?: string;
  inputmode?: 'email' | 'numeric';
}

/** A labelled input; an error is announced by the alert and tied to the field. */
export function field(options: FieldOptions): string {
  const hintId = `${options.id}-hint`;
  const describedBy = [
    ...(options.hint === undefined ? [] : [hintId]),
    ...(options.invalid === true ? [FORM_ERROR_ID] : []),
  ];
  const attributes = [
    `id="${escapeHtml(options.id)}"`,
    `name="${escapeHtml(options.id)}"`,
    `type="${options.type}"`,
    `autocomplete="${escapeHtml(options.autocomplete)}"`,
    ...(options.inputmode === undefined ? [] : [`inputmode="${options.inputmode}"`]),
    ...(options.type === 'password' ? [] : ['spellcheck="false" autocapitalize="none"']),
    'required',
    ...(options.value === undefined ? [] : [`value="${escapeHtml(options.value)}"`]),
    ...(describedBy.length === 0 ? [] : [`aria-describedby="${describedBy.join(' ')}"`]),
    ...(options.invalid === true ? ['aria-invalid="true"'] : []),
    ...(options.autofocus === true ? ['autofocus'] : []),
  ];
  const hint =
    options.hint === undefined
      ? ''
      : `\n<p id="${hintId}" class="hint">${escapeHtml(options.hint)}</p>`;
  return `<div class="field">
<label for="${escapeHtml(options.id)}">${escapeHtml(options.label)}</label>${hint}
<input ${attributes.join(' ')}>
</div>`;
}

/**
 * "Show password": a toggle button (aria-pressed) that reveals the listed password fields.
 * Hidden until the page's script runs, since without it the button would do nothing.
 */
export function showPasswordToggle(fieldIds: readonly string[]): string {
  return `<div class="show-password" data-show-password hidden>
<button type="button" class="link-button" aria-pressed="false" aria-controls="${escapeHtml(fieldIds.join(' '))}">Show password</button>
</div>`;
}

/** Hidden inputs carrying a form's state onwards (escaped). */
export function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

/**
 * The body of one step of recovery or registration: the heading, a lead saying what the
 * step asks (HTML, its values escaped by the caller), the last try's error, and the form
 * posted to `action`, its fields ending in the one submit button.
 */
export function formStep(options: {
  title: string;
  lead: string;
  error: string | undefined;
  action: string;
  fields: string;
  submit: string;
}): string {
  return `<h1>${escapeHtml(options.title)}</h1>
<p class="lead">${options.lead}</p>
${errorAlert(options.error)}
<form method="post" action="${options.action}" novalidate>
${options.fields}
<button type="submit" class="button">${options.submit}</button>
</form>`;
}

/** The way back from recovery or registration to the sign-in page. */
export function backToSignIn(signInUrl: string): string {
  return `<p class="secondary"><a class="link" href="${escapeHtml(signInUrl)}">Back to sign in</a></p>`;
}
