import { escapeHtml } from '../escape-html';

export { escapeHtml };

/** HTML the page functions build; only they may produce it, so nothing slips in unescaped. */
export interface Html {
  readonly html: string;
}

export function trusted(html: string): Html {
  return { html };
}

/**
 * The frame of the pages the server renders itself (sign-in, hosted payment): the portal's
 * look from one stylesheet, one `main` holding the page's h1, no script or inline style,
 * which the CSP forbids anyway.
 */
export function renderDocument(options: {
  title: string;
  stylesheet: string;
  body: Html;
  footer?: Html;
}): string {
  const footer = options.footer === undefined ? '' : `\n${options.footer.html}`;
  return `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}">
</head>
<body>
<main class="card">
${options.body.html}
</main>${footer}
</body>
</html>`;
}
