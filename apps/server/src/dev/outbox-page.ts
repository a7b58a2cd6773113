import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { recentOutboxMessages } from '../notifications';
import { escapeHtml } from '../platform/escape-html';
import { DOCUMENT_START } from '../platform/server-pages/html';

function renderPage(
  messages: Awaited<ReturnType<typeof recentOutboxMessages>>,
  nonce: string,
): string {
  const rows = messages
    .map(
      (message) => `<tr>
  <td>${escapeHtml(message.createdAt.toISOString())}</td>
  <td>${escapeHtml(message.channel)}</td>
  <td>${escapeHtml(message.recipient)}</td>
  <td>${escapeHtml(message.subject ?? '')}</td>
  <td>${escapeHtml(message.body)}</td>
</tr>`,
    )
    .join('\n');
  return `${DOCUMENT_START}
<title>Outbox (development)</title>
<style nonce="${nonce}">
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a1b1e; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ced4da; padding: 0.5rem; text-align: left; vertical-align: top; }
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>Messages the portal would have sent by SMS or email, newest first. This page exists only outside production.</p>
${
  messages.length === 0
    ? '<p>No messages yet. One-time codes and confirmations appear here when the portal sends them.</p>'
    : `<table>
<thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Message</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</main>
</body>
</html>`;
}

/** Development pages; registered only outside production. */
export function devRoutes(db: Db) {
  return (app: FastifyInstance) => {
    app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
      const messages = await recentOutboxMessages(db);
      return reply.type('text/html; charset=utf-8').send(renderPage(messages, reply.styleNonce()));
    });
    app.get('/dev/outbox.json', { schema: { hide: true } }, async () => ({
      messages: await recentOutboxMessages(db),
    }));
  };
}
