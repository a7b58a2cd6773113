import {
  escapeHtml,
  renderDocument as renderServerPage,
  trusted,
  type Html,
} from '../../platform/server-pages/html';

export { escapeHtml, trusted, type Html };

/** Where the gateway serves the shared stylesheet and its own (gateway.css). */
const ASSETS = '/gateway/assets';

const SANDBOX_NOTE = trusted(
  '<footer class="sandbox-note"><p>Sandbox payment gateway: no real money is taken.</p></footer>',
);

/** The hosted pages' frame: one `main`, one h1 (in the body), a sandbox notice at the foot. */
export function renderDocument(options: { title: string; body: Html }): string {
  return renderServerPage({
    ...options,
    assets: ASSETS,
    stylesheet: 'gateway.css',
    footer: SANDBOX_NOTE,
  });
}

/** Merchant, amount and reference, as every hosted page shows them before asking anything. */
export function renderSummary(rows: readonly (readonly [string, string])[]): Html {
  const items = rows
    .map(
      ([term, value]) =>
        `<div class="summary-row"><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`,
    )
    .join('\n');
  return trusted(`<dl class="summary">\n${items}\n</dl>`);
}

/** A form with one button (and a form token), e.g. Cancel. */
export function renderButtonForm(options: {
  action: string;
  formToken: string;
  label: string;
  className: string;
}): Html {
  return trusted(`<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="formToken" value="${escapeHtml(options.formToken)}">
<button type="submit" class="${escapeHtml(options.className)}">${escapeHtml(options.label)}</button>
</form>`);
}
