import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcPayloads, outbox } from '../../db/schema';
import type { TestBrowser } from '../../test/test-browser';
import { sendsSettled } from './answers';

/** The newest message sent to someone, once the sends after their answers have finished. */
export async function lastMessageTo(db: Db, recipient: string) {
  await sendsSettled();
  const [message] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return message;
}

export async function messageCount(db: Db, recipient: string): Promise<number> {
  await sendsSettled();
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.recipient, recipient));
  return rows.length;
}

/** The identity provider's grants and sessions of one identity. */
export async function signInsOf(db: Db, userGuid: string) {
  return db
    .select({ type: oidcPayloads.type })
    .from(oidcPayloads)
    .where(
      and(
        sql`${oidcPayloads.type} in ('Grant', 'Session')`,
        sql`${oidcPayloads.payload} ->> 'accountId' = ${userGuid}`,
      ),
    );
}

/** Posts a form of the identity provider's pages, as the browser would. */
export function submit(browser: TestBrowser, url: string, form: Record<string, string>) {
  return browser.request({ method: 'POST', url, form });
}

/** The text of a page's alert, if it has one. */
export function alertOf(html: string): string | undefined {
  return /role="alert">([^<]*)</.exec(html)?.[1];
}

/** A page's h1. */
export function headingOf(html: string): string | undefined {
  return /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
}
