import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { stopMarketingEmail } from '../marketing';
import { escapeHtml, renderDocument, trusted } from '../../platform/server-pages/html';
import { sendPage } from '../../platform/server-pages/send-page';
import { stylesheetRoutes } from '../../platform/server-pages/stylesheet-route';

const ASSETS = '/unsubscribe/assets';
const params = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

function page(title: string, body: string): string {
  return renderDocument({
    title,
    assets: ASSETS,
    stylesheet: 'unsubscribe.css',
    body: trusted(`<h1>${escapeHtml(title)}</h1>\n${body}`),
  });
}

const notFound = () =>
  page(
    'This link has not worked',
    '<p class="lead">We could not find what this unsubscribe link is for. If you still get our offers, use the link in the newest one, or change what we send you under Notifications when you sign in.</p>',
  );

async function accountOfToken(db: Db, token: string): Promise<string | null> {
  const [message] = await db
    .select({ accountCode: outbox.accountCode })
    .from(outbox)
    .where(eq(outbox.unsubscribeToken, token));
  return message?.accountCode ?? null;
}

/**
 * The unsubscribe every marketing email carries (Unsolicited Electronic Messages Act 2007,
 * s 11): the link opens a page that asks, so a mail scanner following links changes
 * nothing; the page's button, or a mail program's one-click POST (RFC 8058, the email's
 * List-Unsubscribe-Post header), turns offers by email off for the account at once.
 * Registered at /unsubscribe, open without sign-in: the token is the permission.
 */
export function unsubscribeRoutes(db: Db) {
  return (app: FastifyInstance) => {
    stylesheetRoutes(app, path.join(import.meta.dirname, 'unsubscribe.css'));
    app.get('/:token', { schema: { hide: true } }, async (request, reply) => {
      const parsed = params.safeParse(request.params);
      const account = parsed.success ? await accountOfToken(db, parsed.data.token) : null;
      if (!parsed.success || account === null) return sendPage(reply, 404, notFound());
      return sendPage(
        reply,
        200,
        page(
          'Unsubscribe from offers',
          `<p class="lead">Stop offers and news by email for account ${escapeHtml(account)}? Messages about your account, such as bills and usage alerts, still come.</p>
<form method="post" action="/unsubscribe/${escapeHtml(parsed.data.token)}">
<button type="submit" class="button">Unsubscribe</button>
</form>`,
        ),
      );
    });
    app.post('/:token', { schema: { hide: true } }, async (request, reply) => {
      const parsed = params.safeParse(request.params);
      const account = parsed.success ? await accountOfToken(db, parsed.data.token) : null;
      if (!parsed.success || account === null) return sendPage(reply, 404, notFound());
      await stopMarketingEmail(db, account);
      return sendPage(
        reply,
        200,
        page(
          'You are unsubscribed',
          `<p class="lead">We will not email offers and news for account ${escapeHtml(account)} any more. You can turn them back on under Notifications when you sign in.</p>`,
        ),
      );
    });
  };
}
