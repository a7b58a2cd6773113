import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devMailbox, notificationPreferences, outbox } from '../../db/schema';
import { injectFetch } from '../../test/inject-fetch';
import { appForTests } from '../../test/test-app';
import { deliverDueMessages } from '../deliver-messages';
import { headerOf, startMailSink } from '../dev-mail-sink';
import { isMarketingEmailOn, sendOffer } from '../marketing';
import { smsClient } from '../sms-client';
import { smtpTransport } from '../transports';

const { testApp } = appForTests({ seed: true });
const db = () => testApp.database.db;
const settings = { brand: 'main', publicUrl: 'http://portal.test' } as const;
const AROHA = '30000001';
const offer = {
  accountCode: AROHA,
  title: 'Double data this summer',
  paragraphs: ['Twice the data for three months.'],
  action: { label: 'See the offer', path: '/mobile' },
};

describe('offers by email', () => {
  it('go only with the owner’s yes, and carry an unsubscribe that works', async () => {
    expect(await sendOffer(db(), settings, offer)).toBe(false);
    await db()
      .insert(notificationPreferences)
      .values({ accountCode: AROHA, kind: 'offers', channel: 'email', enabled: true });
    expect(await sendOffer(db(), settings, offer)).toBe(true);
    const [sent] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'offers'), eq(outbox.accountCode, AROHA)));
    expect(sent).toMatchObject({ category: 'marketing', recipient: 'aroha@example.nz' });
    const token = sent?.unsubscribeToken ?? '';
    expect(sent?.body).toContain(`Unsubscribe: http://portal.test/unsubscribe/${token}`);
    expect(sent?.html).toContain(`/unsubscribe/${token}`);
    expect(sent?.body).toContain('Sent by Harbour');

    // As it leaves: the one-click headers a mail program shows its own button for.
    const sink = await startMailSink(db());
    const sms = smsClient(
      testApp.config,
      injectFetch(() => testApp.app),
    );
    try {
      await deliverDueMessages({
        db: db(),
        transports: { email: smtpTransport(sink.url), sms, from: 'n@harbour.test' },
        publicUrl: settings.publicUrl,
        brandName: 'Harbour',
      });
    } finally {
      await sink.close();
    }
    const [received] = await db()
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.messageId, `<outbox-${String(sent?.id)}@portal.test>`));
    const raw = received?.raw ?? '';
    expect(headerOf(raw, 'List-Unsubscribe')).toBe(`<http://portal.test/unsubscribe/${token}>`);
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Opening the link asks; it changes nothing (mail scanners open links).
    const asked = await testApp.app.inject({ url: `/unsubscribe/${token}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<button type="submit" class="button">Unsubscribe</button>');
    expect(await isMarketingEmailOn(db(), AROHA)).toBe(true);

    // The button, or a mail program's one-click POST, turns offers by email off.
    const done = await testApp.app.inject({ method: 'POST', url: `/unsubscribe/${token}` });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(await isMarketingEmailOn(db(), AROHA)).toBe(false);
    expect(await sendOffer(db(), settings, offer)).toBe(false);
  });

  it('says plainly when a link is not one of ours', async () => {
    const made = await testApp.app.inject({ url: '/unsubscribe/not-a-token-we-ever-sent-0000' });
    expect(made.statusCode).toBe(404);
    expect(made.body).toContain('This link has not worked');
    const posted = await testApp.app.inject({ method: 'POST', url: '/unsubscribe/x' });
    expect(posted.statusCode).toBe(404);
  });
});
