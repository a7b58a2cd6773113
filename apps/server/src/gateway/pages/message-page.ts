import { escapeHtml, renderDocument, trusted } from './html';

/** A page with one heading and one message: an expired link, a finished payment. */
export function renderMessagePage(options: {
  title: string;
  message: string;
  link?: { href: string; text: string };
}): string {
  const link =
    options.link === undefined
      ? ''
      : `<p><a class="link" href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>`;
  return renderDocument({
    title: options.title,
    body: trusted(`<h1>${escapeHtml(options.title)}</h1>
<p class="lead">${escapeHtml(options.message)}</p>
${link}`),
  });
}
