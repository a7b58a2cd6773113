import type { CardField } from '../payment/validate-card';
import { escapeHtml, renderButtonForm, renderDocument, trusted } from './html';
import { renderPaymentSummary, type PaymentFacts } from './payment-summary';

export interface CardPageOptions {
  facts: PaymentFacts;
  /** True for a card-saving Authorisation of $0.00: the button says what happens. */
  saveOnly: boolean;
  formToken: string;
  /** Kept after a failed submit; the card number and CVC are never sent back. */
  values?: { cardholderName?: string; expiryMonth?: string; expiryYear?: string };
  errors?: Partial<Record<CardField, string>>;
  /** The first year offered; the current year in New Zealand. */
  firstYear: number;
}

const YEARS_OFFERED = 21;
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

function errorAttributes(field: CardField, error: string | undefined): string {
  return error === undefined ? '' : ` aria-invalid="true" aria-describedby="${field}-error"`;
}

function errorLine(field: CardField, error: string | undefined): string {
  return error === undefined
    ? ''
    : `\n<p class="field-error" id="${field}-error">${escapeHtml(error)}</p>`;
}

function options(values: readonly string[], selected: string | undefined, prompt: string): string {
  const items = values.map(
    (value) =>
      `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(value)}</option>`,
  );
  return [`<option value="">${escapeHtml(prompt)}</option>`, ...items].join('');
}

/**
 * The hosted card form. Works without script (the CSP allows none inline); the browser's
 * card autofill recognises it by the cc-* autocomplete tokens. Errors sit under their field.
 */
export function renderCardPage(page: CardPageOptions): string {
  const { facts } = page;
  const errors = page.errors ?? {};
  const values = page.values ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const title = page.saveOnly ? 'Save your card' : 'Pay by card';
  const button = page.saveOnly ? 'Save card' : `Pay ${facts.amount}`;
  const lead = page.saveOnly
    ? `Enter your card details to save your card with ${facts.merchantName}.`
    : `Enter your card details to pay ${facts.merchantName}.`;
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => String(page.firstYear + i));
  const action = `/gateway/pay/${encodeURIComponent(facts.id)}`;
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(lead)}</p>
${renderPaymentSummary(facts).html}
${hasErrors ? '<div class="alert" role="alert">Please check the card details below.</div>' : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="formToken" value="${escapeHtml(page.formToken)}">
<div class="field">
<label for="cardholderName">Name on card</label>
<input id="cardholderName" name="cardholderName" type="text" autocomplete="cc-name" spellcheck="false" maxlength="64" required value="${escapeHtml(values.cardholderName ?? '')}"${errorAttributes('cardholderName', errors.cardholderName)}>${errorLine('cardholderName', errors.cardholderName)}
</div>
<div class="field">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" spellcheck="false" maxlength="23" required${errorAttributes('cardNumber', errors.cardNumber)}>${errorLine('cardNumber', errors.cardNumber)}
</div>
<fieldset class="field-row">
<legend>Expiry date</legend>
<div class="field">
<label for="expiryMonth">Expiry month</label>
<select id="expiryMonth" name="expiryMonth" autocomplete="cc-exp-month" required${errorAttributes('expiryMonth', errors.expiryMonth)}>${options(MONTHS, values.expiryMonth, 'Month')}</select>${errorLine('expiryMonth', errors.expiryMonth)}
</div>
<div class="field">
<label for="expiryYear">Expiry year</label>
<select id="expiryYear" name="expiryYear" autocomplete="cc-exp-year" required${errorAttributes('expiryYear', errors.expiryYear)}>${options(years, values.expiryYear, 'Year')}</select>${errorLine('expiryYear', errors.expiryYear)}
</div>
</fieldset>
<div class="field">
<label for="cvc">CVC</label>
<p class="hint" id="cvc-hint">3 digits on the back of the card; 4 on the front for American Express.</p>
<input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" class="short" required${
    errors.cvc === undefined
      ? ' aria-describedby="cvc-hint"'
      : ' aria-invalid="true" aria-describedby="cvc-hint cvc-error"'
  }>${errorLine('cvc', errors.cvc)}
</div>
<button type="submit" class="button">${escapeHtml(button)}</button>
</form>
${renderButtonForm({ action: `${action}/cancel`, formToken: page.formToken, label: 'Cancel', className: 'button secondary' }).html}`;
  return renderDocument({ title: `${title} – ${facts.merchantName}`, body: trusted(body) });
}
