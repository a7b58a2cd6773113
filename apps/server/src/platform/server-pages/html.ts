import { escapeHtml } from '../escape-html';
import { BASE_STYLESHEET } from './stylesheet-route';

export { escapeHtml };

/** HTML the page functions build; only they may produce it, so nothing slips in unescaped. */
export interface Html {
  readonly html: string;
}

export function trusted(html: string): Html {
  return { html };
}

/** How every page the server draws begins: the doctype, its language, charset and viewport. */
export const DOCUMENT_START = `<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">`;

/**
 * The frame of the pages the server renders itself (sign-in, hosted payment): the portal's
 * look from the shared base stylesheet and then the page's own (both served from the module's
 * `assets` path by stylesheetRoutes), one `main` holding the page's h1, no inline script or
 * style, which the CSP forbids anyway (a page may load a same-origin script file).
 */
export function renderDocument(options: {
  title: string;
  /** Where the module serves its stylesheets, e.g. /idp/assets. */
  assets: string;
  /** The file name of the page's own stylesheet. */
  stylesheet: string;
  /** Stylesheets linked after the page's own (e.g. the brand's colours). */
  moreStylesheets?: readonly string[];
  /** Same-origin scripts (the CSP allows no other), each loaded with `defer`. */
  scripts?: readonly string[];
  body: Html;
  footer?: Html;
}): string {
  const footer = options.footer === undefined ? '' : `\n${options.footer.html}`;
  const links = [BASE_STYLESHEET, options.stylesheet, ...(options.moreStylesheets ?? [])]
    .map((file) => `<link rel="stylesheet" href="${escapeHtml(`${options.assets}/${file}`)}">`)
    .concat(
      (options.scripts ?? []).map(
        (file) => `<script src="${escapeHtml(`${options.assets}/${file}`)}" defer></script>`,
      ),
    )
    .join('\n');
  return `${DOCUMENT_START}
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(options.title)}</title>
${links}
</head>
<body>
<main class="card">
${options.body.html}
</main>${footer}
</body>
</html>`;
}
