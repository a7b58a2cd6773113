import type { FastifyReply } from 'fastify';

/** Where the SPA looks for its style nonce (Vite's own convention for `html.cspNonce`). */
const NONCE_META = 'csp-nonce';

/**
 * An index.html (the SPA's own, or one with a page the build drew into it) with this
 * response's style nonce in a meta tag, from which the SPA hands it to Mantine for the
 * `<style>` elements it writes at run time, and on the `<style>` elements a drawn page
 * carries. A nonce attribute is hidden from CSS selectors by the browser, so injected CSS
 * cannot read it.
 */
export async function sendIndexHtml(reply: FastifyReply, html: string): Promise<void> {
  const nonce = reply.styleNonce();
  const meta = `<meta property="${NONCE_META}" nonce="${nonce}">`;
  const page = html
    .replace(/<head>/i, (head) => `${head}\n    ${meta}`)
    .replaceAll('<style', () => `<style nonce="${nonce}"`);
  await reply.type('text/html; charset=utf-8').send(page);
}
