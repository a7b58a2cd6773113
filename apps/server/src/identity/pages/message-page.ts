import { escapeHtml, renderDocument, trusted } from './html';

export interface MessagePageOptions {
  title: string;
  message: string;
  /** A way onwards, e.g. back to the portal; omitted when there is none. */
  link?: { href: string; text: string };
  /** A form the person submits (no script may submit it for them). */
  form?: { action: string; fields: Record<string, string>; button: string };
}

/** A page with one heading and one message: errors, throttling, sign-out. */
export function renderMessagePage(options: MessagePageOptions): string {
  const link =
    options.link === undefined
      ? ''
      : `<p><a class="link" href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>`;
  const form =
    options.form === undefined
      ? ''
      : `<form method="post" action="${escapeHtml(options.form.action)}">
${Object.entries(options.form.fields)
  .map(
    ([name, value]) =>
      `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
  )
  .join('\n')}
<button type="submit" class="button">${escapeHtml(options.form.button)}</button>
</form>`;
  const body = `<h1>${escapeHtml(options.title)}</h1>
<p class="lead">${escapeHtml(options.message)}</p>
${form}
${link}`;
  return renderDocument({ title: options.title, body: trusted(body) });
}
