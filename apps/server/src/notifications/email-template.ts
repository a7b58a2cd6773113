import { escapeHtml } from '../platform/escape-html';

/** The brand's colour in email (the web theme's brand 8, which passes contrast on white). */
const BRAND_COLOUR = '#16537e';

export interface EmailContent {
  brandName: string;
  /** The heading, and the start of the subject line. */
  title: string;
  paragraphs: readonly string[];
  /** The one thing to do next: a button in HTML, a line with the address in text. */
  action?: { label: string; url: string };
  /** Why this message came, and where to change that. */
  footer: string;
  /** Marketing only: where to stop these (the Unsolicited Electronic Messages Act). */
  unsubscribeUrl?: string;
}

/** A web address in running text; a full stop or comma after it ends the sentence, not the address. */
const ADDRESS = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)]/g;

/** A paragraph escaped, its line breaks kept and each web address a link. */
function withLinks(paragraph: string): string {
  let html = '';
  let last = 0;
  for (const match of paragraph.matchAll(ADDRESS)) {
    const url = match[0];
    html += escapeHtml(paragraph.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:${BRAND_COLOUR};">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return (html + escapeHtml(paragraph.slice(last))).replaceAll('\n', '<br>');
}

/**
 * An email written as plain text (a one-time link, an invitation) in the same look: its
 * paragraphs are the text's blank-line-separated blocks, its heading the subject.
 */
export function renderPlainEmail(input: {
  brandName: string;
  subject: string;
  text: string;
}): string {
  return renderEmail({
    brandName: input.brandName,
    title: input.subject,
    paragraphs: input.text.split(/\n{2,}/),
    footer: `This email is about your ${input.brandName} account or log-in.`,
  }).html;
}

/**
 * Every email's two parts in the brand's look: a plain-text part, and an HTML part that is
 * one column, in a `lang` document with a real heading and paragraphs, so a screen reader
 * reads it in order; its table is marked `role="presentation"` as layout, not data.
 */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const { brandName, title, paragraphs, action, footer, unsubscribeUrl } = content;
  const text = [
    title,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action === undefined ? [] : [`${action.label}: ${action.url}`, '']),
    '--',
    footer,
    ...(unsubscribeUrl === undefined ? [] : [`Unsubscribe: ${unsubscribeUrl}`]),
    brandName,
  ].join('\n');

  const body = paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;">${withLinks(paragraph)}</p>`)
    .join('\n');
  const button =
    action === undefined
      ? ''
      : `<p style="margin:24px 0;"><a href="${escapeHtml(action.url)}" style="background:${BRAND_COLOUR};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block;">${escapeHtml(action.label)}</a></p>`;
  const unsubscribe =
    unsubscribeUrl === undefined
      ? ''
      : `<p style="margin:8px 0 0;"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#495057;">Unsubscribe from these emails</a></p>`;
  const html = `<!doctype html>
<html lang="en-NZ">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1b1e;font-size:16px;line-height:1.5;">
<tr><td style="background:${BRAND_COLOUR};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:700;">${escapeHtml(brandName)}</td></tr>
<tr><td style="padding:24px;">
<h1 style="font-size:22px;margin:0 0 16px;">${escapeHtml(title)}</h1>
${body}
${button}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #dee2e6;font-size:14px;color:#495057;">
<p style="margin:0;">${withLinks(footer)}</p>
${unsubscribe}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { html, text };
}
