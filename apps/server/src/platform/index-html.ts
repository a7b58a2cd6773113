import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

/** Where the SPA looks for its style nonce (Vite's own convention for `html.cspNonce`). */
const NONCE_META = 'csp-nonce';

/**
 * index.html with this response's style nonce in a meta tag, from which the SPA hands it to
 * Mantine for the `<style>` elements it writes at run time. Read on each request (a few KB)
 * so a rebuilt SPA is served without a restart. A nonce attribute is hidden from CSS
 * selectors by the browser, so injected CSS cannot read it.
 */
export async function sendIndexHtml(reply: FastifyReply, indexFile: string): Promise<void> {
  const html = await readFile(indexFile, 'utf8');
  const meta = `<meta property="${NONCE_META}" nonce="${reply.styleNonce()}">`;
  await reply
    .type('text/html; charset=utf-8')
    .send(html.replace(/<head>/i, (head) => `${head}\n    ${meta}`));
}
