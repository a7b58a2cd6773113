import {
  backToSignIn,
  errorAlert,
  field,
  FORM_ERROR_ID,
  formStep,
  hiddenFields,
  showPasswordToggle,
} from './form-fields';
import { escapeHtml, renderDocument, trusted } from './html';
import { PASSWORD_RULE_HINT } from './password-rule-hint';
import { REGISTER_COMPLETE_PATH, REGISTER_PATH, REGISTER_SEND_PATH } from './recovery-paths';

const TITLE = 'Register for the portal';

/** Step 1: the account number, from a bill. */
export function renderRegisterAccountPage(options: {
  accountNumber?: string;
  error?: string;
  signInUrl: string;
}): string {
  const body = `${formStep({
    title: TITLE,
    lead: 'If you hold an account with us, make a log-in with your account number. We will send a code to the email or mobile on the account’s bills.',
    error: options.error,
    action: REGISTER_PATH,
    fields: field({
      id: 'accountNumber',
      label: 'Account number',
      type: 'text',
      autocomplete: 'off',
      inputmode: 'numeric',
      hint: 'The 8-digit number at the top of your bill.',
      value: options.accountNumber ?? '',
      invalid: options.error !== undefined,
      autofocus: true,
    }),
    submit: 'Continue',
  })}
${backToSignIn(options.signInUrl)}`;
  return renderDocument({ title: TITLE, body: trusted(body) });
}

export interface DestinationChoice {
  channel: 'email' | 'mobile';
  masked: string;
}

function choiceLabel(choice: DestinationChoice): string {
  return choice.channel === 'email' ? `Email to ${choice.masked}` : `Text to ${choice.masked}`;
}

/** Step 2: where the code goes, each billing contact shown masked. */
export function renderChooseDestinationPage(options: {
  accountNumber: string;
  choices: readonly DestinationChoice[];
  error?: string;
}): string {
  const title = 'Where should we send your code?';
  const invalid = options.error === undefined ? '' : ` aria-describedby="${FORM_ERROR_ID}"`;
  const radios = options.choices
    .map(
      (choice, index) => `<div class="choice">
<input id="channel-${choice.channel}" name="channel" type="radio" value="${choice.channel}"${index === 0 ? ' checked' : ''}>
<label for="channel-${choice.channel}">${escapeHtml(choiceLabel(choice))}</label>
</div>`,
    )
    .join('\n');
  const body = `${formStep({
    title,
    lead: `We send a 6-digit code to a contact on account ${escapeHtml(options.accountNumber)}, so only its holder can make a log-in.`,
    error: options.error,
    action: REGISTER_SEND_PATH,
    fields: `${hiddenFields({ accountNumber: options.accountNumber })}
<fieldset${invalid}>
<legend>Send my code by</legend>
${radios}
</fieldset>`,
    submit: 'Send code',
  })}
<p class="secondary"><a class="link" href="${REGISTER_PATH}">Use another account number</a></p>`;
  return renderDocument({ title, body: trusted(body) });
}

/** Step 3: the code, and the new log-in's email and password. */
export function renderRegisterDetailsPage(options: {
  accountNumber: string;
  sentTo: string;
  email?: string;
  error?: string;
  /** Which field the error is about. */
  errorAt?: 'code' | 'email' | 'password';
}): string {
  const title = 'Enter your code and make your log-in';
  const at = (name: 'code' | 'email' | 'password') => options.errorAt === name;
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="lead" role="status">We have sent a code to ${escapeHtml(options.sentTo)}. It works for 10 minutes.</p>
${errorAlert(options.error)}
<form method="post" action="${REGISTER_COMPLETE_PATH}" novalidate>
${hiddenFields({ accountNumber: options.accountNumber, sentTo: options.sentTo })}
${field({
  id: 'code',
  label: 'Code',
  type: 'text',
  autocomplete: 'one-time-code',
  inputmode: 'numeric',
  invalid: at('code'),
  autofocus: options.errorAt === undefined || at('code'),
})}
${field({
  id: 'email',
  label: 'Email for your log-in',
  type: 'email',
  autocomplete: 'username',
  inputmode: 'email',
  value: options.email ?? '',
  invalid: at('email'),
  autofocus: at('email'),
})}
${field({
  id: 'password',
  label: 'Password',
  type: 'password',
  autocomplete: 'new-password',
  hint: PASSWORD_RULE_HINT,
  invalid: at('password'),
  autofocus: at('password'),
})}
${field({ id: 'confirm', label: 'Confirm password', type: 'password', autocomplete: 'new-password', invalid: at('password') })}
${showPasswordToggle(['password', 'confirm'])}
<button type="submit" class="button">Make my log-in</button>
</form>
<form method="post" action="${REGISTER_PATH}" class="secondary">
${hiddenFields({ accountNumber: options.accountNumber })}
<button type="submit" class="link-button">Send a new code</button>
</form>`;
  return renderDocument({ title, body: trusted(body), script: true });
}
