import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { devMailbox, outbox } from '../db/schema';
import { recentOutboxMessages } from '../notifications';
import { escapeHtml } from '../platform/escape-html';
import { DOCUMENT_START } from '../platform/server-pages/html';

type Message = Awaited<ReturnType<typeof recentOutboxMessages>>[number];
type Received = typeof devMailbox.$inferSelect;

/** What the development SMTP server received, newest first. */
const recentReceived = (db: Db, limit = 100) =>
  db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(limit);

function row(message: Message, received: readonly Received[]): string {
  const to = [message.recipient, ...message.extraRecipients].join(', ');
  const reached = received.find(
    (mail) => mail.messageId?.startsWith(`<outbox-${String(message.id)}@`) === true,
  );
  const state =
    message.state === 'failed' || message.lastError === null
      ? message.state
      : `${message.state} (${message.lastError})`;
  const view =
    message.html === null
      ? ''
      : ` <a href="/dev/outbox/${String(message.id)}">View email<span class="visually-hidden"> ${String(message.id)}</span></a>`;
  return `<tr>
  <td>${escapeHtml(message.createdAt.toISOString())}</td>
  <td>${escapeHtml(message.channel)}${message.category === 'marketing' ? ' (marketing)' : ''}</td>
  <td>${escapeHtml(to)}</td>
  <td>${escapeHtml(state)}${reached === undefined ? '' : `<br>received for ${escapeHtml(reached.envelopeTo.join(', '))}`}</td>
  <td>${escapeHtml(message.subject ?? '')}${view}</td>
  <td><pre>${escapeHtml(message.body)}</pre></td>
</tr>`;
}

function renderPage(messages: readonly Message[], received: readonly Received[], nonce: string) {
  return `${DOCUMENT_START}
<title>Outbox (development)</title>
<style nonce="${nonce}">
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a1b1e; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ced4da; padding: 0.5rem; text-align: left; vertical-align: top; }
pre { white-space: pre-wrap; margin: 0; font: inherit; max-width: 40rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>Every message the portal sent, newest first, with what became of it: email goes by SMTP (here to the development SMTP server on loopback, which keeps what it receives), text messages to the sandbox provider, which reports them delivered, or undeliverable for a number ending 0000. This page exists only outside production.</p>
${
  messages.length === 0
    ? '<p>No messages yet. One-time codes, confirmations and alerts appear here when the portal sends them.</p>'
    : `<table>
<thead><tr><th scope="col">Written</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">State</th><th scope="col">Subject</th><th scope="col">Message</th></tr></thead>
<tbody>
${messages.map((message) => row(message, received)).join('\n')}
</tbody>
</table>`
}
</main>
</body>
</html>`;
}

/** An email's own HTML may style itself inline and show nothing else: no script, no fetch. */
const EMAIL_PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; form-action 'none'";

/** Development pages; registered only outside production. */
export function devRoutes(db: Db) {
  return (app: FastifyInstance) => {
    app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
      const [messages, received] = await Promise.all([
        recentOutboxMessages(db),
        recentReceived(db),
      ]);
      return reply
        .type('text/html; charset=utf-8')
        .send(renderPage(messages, received, reply.styleNonce()));
    });
    app.get(
      '/dev/outbox/:id',
      { schema: { hide: true, params: z.object({ id: z.coerce.number().int().min(1) }) } },
      async (request, reply) => {
        const { id } = request.params as { id: number };
        const [message] = await db.select().from(outbox).where(eq(outbox.id, id));
        if (message?.html == null) return reply.code(404).send({ message: 'No such email.' });
        return reply
          .header('content-security-policy', EMAIL_PREVIEW_POLICY)
          .type('text/html; charset=utf-8')
          .send(message.html);
      },
    );
    app.get('/dev/outbox.json', { schema: { hide: true } }, async () => ({
      messages: await recentOutboxMessages(db),
      received: await recentReceived(db),
    }));
  };
}
