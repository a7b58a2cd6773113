import { escapeHtml } from '../../platform/escape-html';

export { escapeHtml };

/** Where the gateway serves its one stylesheet (the CSP allows no inline script). */
export const STYLESHEET_PATH = '/gateway/assets/gateway.css';

/** HTML the page functions build; only they may produce it, so nothing slips in unescaped. */
export interface Html {
  readonly html: string;
}

export function trusted(html: string): Html {
  return { html };
}

/** The hosted pages' frame: one `main`, one h1 (in the body), a sandbox notice at the foot. */
export function renderDocument(options: { title: string; body: Html }): string {
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main class="card">
${options.body.html}
</main>
<footer class="sandbox-note"><p>Sandbox payment gateway: no real money is taken.</p></footer>
</body>
</html>`;
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
