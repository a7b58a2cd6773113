import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS } from '@portal/domain';
import { alertRecipients, devMailbox, notices, outbox, sandboxSms } from '../db/schema';
import { injectFetch } from '../test/inject-fetch';
import { appForTests } from '../test/test-app';
import { deliverDueMessages, type DeliveryContext } from './deliver-messages';
import { outboxNotifier } from '.';
import { startMailSink, type MailSink } from './dev-mail-sink';
import { raiseNotice, type NoticeDraft } from './notices';
import { smsClient } from './sms-client';
import { smtpTransport, type EmailTransport } from './transports';

const { testApp } = appForTests({ seed: true });
const db = () => testApp.database.db;
const sms = () =>
  smsClient(
    testApp.config,
    injectFetch(() => testApp.app),
  );
const settings = { brand: 'main', publicUrl: 'http://portal.test' } as const;
const AROHA = '30000001';

let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink(db());
});
afterAll(async () => {
  await sink.close();
});

const draft = (key: string): NoticeDraft => ({
  dedupeKey: `test:${key}`,
  accountCode: AROHA,
  kind: 'data-usage',
  serviceEntity: '0211234567',
  title: '80% of your mobile data used',
  body: '021 123 4567 has used 80% of its data.',
  linkPath: '/mobile/usage',
  actionLabel: 'See your usage',
});

function delivery(email: EmailTransport): DeliveryContext {
  return {
    db: db(),
    transports: { email, sms: sms(), from: '"Harbour" <n@harbour.test>' },
    publicUrl: settings.publicUrl,
    brandName: 'Harbour',
  };
}

const messagesOf = (noticeId: number) =>
  db().select().from(outbox).where(eq(outbox.noticeId, noticeId)).orderBy(outbox.id);

describe('a notice', () => {
  it('is raised once: a second finding of the same event writes nothing', async () => {
    await db()
      .insert(alertRecipients)
      .values({ accountCode: AROHA, channel: 'email', address: 'whanau@example.nz' });
    expect(await raiseNotice(db(), settings, draft('once'))).toBe(true);
    expect(await raiseNotice(db(), settings, draft('once'))).toBe(false);
    const [notice] = await db().select().from(notices).where(eq(notices.dedupeKey, 'test:once'));
    const messages = await messagesOf(notice?.id ?? -1);
    const emails = messages.filter((m) => m.channel === 'email');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      recipient: 'aroha@example.nz',
      extraRecipients: ['whanau@example.nz'],
      state: 'queued',
      category: 'service',
    });
    expect(emails[0]?.html).toContain('<h1');
    expect(emails[0]?.body).toContain('http://portal.test/mobile/usage');
    expect(messages.filter((m) => m.channel === 'sms').length).toBeGreaterThan(0);
  });

  it('goes by SMTP to the recipient and the extra one, in one message, and is marked sent', async () => {
    await raiseNotice(db(), settings, draft('smtp'));
    const [notice] = await db().select().from(notices).where(eq(notices.dedupeKey, 'test:smtp'));
    const context = delivery(smtpTransport(sink.url));
    await deliverDueMessages(context);
    const [email] = (await messagesOf(notice?.id ?? -1)).filter((m) => m.channel === 'email');
    expect(email).toMatchObject({ state: 'sent', attempts: 1 });
    const received = await db()
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.messageId, `<outbox-${String(email?.id)}@portal.test>`));
    expect(received).toHaveLength(1);
    expect(received[0]?.envelopeTo.sort()).toEqual(['aroha@example.nz', 'whanau@example.nz']);
    expect(received[0]?.raw).toContain('text/html');
    expect(received[0]?.raw).not.toContain('Bcc:');
  });

  it('is tried again later when SMTP fails, and marked failed after the last try', async () => {
    await raiseNotice(db(), settings, draft('retry'));
    const [notice] = await db().select().from(notices).where(eq(notices.dedupeKey, 'test:retry'));
    const ids = (await messagesOf(notice?.id ?? -1)).map((m) => m.id);
    // Everything else already went; only this notice's messages are due.
    await db().update(outbox).set({ state: 'sent' }).where(eq(outbox.state, 'queued'));
    await db().update(outbox).set({ state: 'queued' }).where(inArray(outbox.id, ids));
    const failing: EmailTransport = {
      send: () => Promise.reject(new Error('421 try again later')),
      close: () => undefined,
    };
    const context = delivery(failing);
    let clock = Date.now();
    const run = await deliverDueMessages(context, () => new Date(clock));
    expect(run.retrying).toBe(1);
    const email = async () =>
      (await messagesOf(notice?.id ?? -1)).find((m) => m.channel === 'email');
    expect(await email()).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: '421 try again later',
    });
    // Not due again before its wait is over.
    expect((await deliverDueMessages(context, () => new Date(clock))).retrying).toBe(0);
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      clock += 2 * 60 * 60 * 1000;
      await deliverDueMessages(context, () => new Date(clock));
    }
    expect(await email()).toMatchObject({ state: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
  });
});

describe('text messages', () => {
  it('go to the provider over HTTP, whose signed reports mark them delivered or failed', async () => {
    await db().update(outbox).set({ state: 'sent' }).where(eq(outbox.state, 'queued'));
    const notifier = outboxNotifier(db());
    await notifier.send({ channel: 'sms', recipient: '0211234567', body: 'Kia ora (HTTP)' });
    await notifier.send({ channel: 'sms', recipient: '0210000000', body: 'Kia ora (HTTP)' });
    const run = await deliverDueMessages(delivery(smtpTransport(sink.url)));
    expect(run.sent).toBe(2);
    const texts = () =>
      db().select().from(outbox).where(eq(outbox.body, 'Kia ora (HTTP)')).orderBy(outbox.recipient);
    await expect
      .poll(async () => (await texts()).map((m) => m.state))
      .toEqual(['failed', 'delivered']);
    const [unreachable, reached] = await texts();
    expect(unreachable?.lastError).toBe('The provider could not deliver this message.');
    const [kept] = await db()
      .select()
      .from(sandboxSms)
      .where(eq(sandboxSms.providerMessageId, reached?.providerMessageId ?? ''));
    expect(kept).toMatchObject({ status: 'delivered', reference: String(reached?.id) });
  });
});

describe('an email written as text alone', () => {
  it('leaves with an HTML part in the brand’s look, its addresses as links', async () => {
    await db().update(outbox).set({ state: 'sent' }).where(eq(outbox.state, 'queued'));
    await outboxNotifier(db()).send({
      channel: 'email',
      recipient: 'hemi@example.nz',
      subject: 'Choose a new password for Harbour',
      body: 'Kia ora Hemi,\n\nTo choose one, open this link:\nhttps://portal.test/reset?token=a&b',
    });
    const context = delivery(smtpTransport(sink.url));
    await deliverDueMessages(context);
    const [mail] = await db()
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.envelopeTo, ['hemi@example.nz']));
    expect(mail?.raw).toContain('text/plain');
    expect(mail?.raw).toContain('text/html');
  });
});
