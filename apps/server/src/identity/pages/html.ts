import { escapeHtml } from '../../platform/escape-html';

export { escapeHtml };

/** Where the module serves its one stylesheet (no inline script or style anywhere). */
export const STYLESHEET_PATH = '/idp/assets/login.css';

/** HTML the page functions build; only they may produce it, so nothing slips in unescaped. */
export interface Html {
  readonly html: string;
}

export function trusted(html: string): Html {
  return { html };
}

/** The page frame of the identity provider: the portal's look, one `main`, one h1. */
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
</body>
</html>`;
}
