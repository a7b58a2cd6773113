import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Inbox, MobileServiceDetails, NotificationPreferences } from '@portal/contracts';
import { BYTES_PER_MB, formatNzd } from '@portal/domain';
import { getBillForecast } from '../bill-forecast';
import { mobileServices, notices, outbox, usageEvents } from '../../db/schema';
import { rebuildUsageRollups, servicesIn } from '../../db/usage-rollups';
import { raiseDueAlerts } from '../../jobs/alerts';
import { accountsNearADataLevel, dataUsageNotices } from '../../jobs/alerts/data-usage-notices';
import { appForTests } from '../../test/test-app';

const { testApp, people } = appForTests({ seed: true });
const AROHA = 'aroha@example.nz';
const MERE = 'mere@example.nz';
const KIRI = 'kiri@example.nz';
const PREFERENCES = '/api/accounts/30000001/notificationPreferences';
const INBOX = '/api/accounts/30000001/inbox';
const LEADER = '0211234567';

const save = (email: string, json: unknown) =>
  people.call(email, { method: 'PUT', url: PREFERENCES, json });
const nothingChosen = { choices: [], extraEmails: [], extraMobiles: [], dataAlertPercent: null };
const preferences = async (email = AROHA) =>
  (await people.data(email, PREFERENCES)) as NotificationPreferences;

describe('the preference centre', () => {
  it('starts from the defaults: service messages on, marketing off, the 111 reminder locked on', async () => {
    const { kinds, contact, extraEmails } = await preferences();
    const kind = (name: string) => kinds.find((entry) => entry.kind === name);
    expect(kind('data-usage')?.channels.email).toEqual({ enabled: true, locked: false });
    expect(kind('offers')?.channels).toEqual({
      email: { enabled: false, locked: false },
      sms: { enabled: false, locked: false },
      inbox: { enabled: false, locked: false },
    });
    expect(kind('landline-111')?.channels.email).toEqual({ enabled: true, locked: true });
    expect(contact.email).toBe(AROHA);
    expect(extraEmails).toEqual([]);
  });

  it('refuses bad input with a clear message and saves nothing of it', async () => {
    const before = await preferences();
    const tooMany = await save(AROHA, {
      ...nothingChosen,
      extraEmails: ['a@x.nz', 'b@x.nz', 'c@x.nz', 'd@x.nz', 'e@x.nz'],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('Add at most 4 email addresses');
    const badEmail = await save(AROHA, { ...nothingChosen, extraEmails: ['not-an-email'] });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toContain('Please enter a valid email address');
    const badMobile = await save(AROHA, { ...nothingChosen, extraMobiles: ['0912345'] });
    expect(badMobile.statusCode).toBe(400);
    const badLevel = await save(AROHA, { ...nothingChosen, dataAlertPercent: 5 });
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.body).toContain('Choose a level from 10% to 95%');
    expect(await preferences()).toEqual(before);
  });

  it('keeps the owner’s choice; a locked channel stays on; an authorised user only looks', async () => {
    const saved = await save(AROHA, {
      choices: [
        { kind: 'roaming', channel: 'sms', enabled: false },
        { kind: 'landline-111', channel: 'email', enabled: false },
      ],
      extraEmails: ['Whanau@Example.nz'],
      extraMobiles: ['0279876543'],
      dataAlertPercent: 50,
    });
    expect(saved.statusCode).toBe(200);
    const mine = await preferences();
    const kind = (name: string) => mine.kinds.find((entry) => entry.kind === name);
    expect(kind('roaming')?.channels.sms.enabled).toBe(false);
    expect(kind('landline-111')?.channels.email.enabled).toBe(true);
    expect(mine).toMatchObject({
      extraEmails: ['whanau@example.nz'],
      extraMobiles: ['0279876543'],
      dataAlertPercent: 50,
    });
    expect(await preferences(MERE)).toEqual(mine);
    expect((await save(MERE, nothingChosen)).statusCode).toBe(403);
    expect(await preferences()).toEqual(mine);
  });

  it('is not another customer’s to see or change', async () => {
    expect((await people.get(KIRI, PREFERENCES)).statusCode).toBe(403);
    expect((await save(KIRI, nothingChosen)).statusCode).toBe(403);
    expect((await people.get(KIRI, INBOX)).statusCode).toBe(403);
  });
});

describe('a data alert', () => {
  it('fires once when use crosses a level, however many runs find it, and reaches the bell', async () => {
    const lines = (await people.data(
      AROHA,
      '/api/mobile/v2/management/accounts/30000001/mobileServices',
    )) as MobileServiceDetails[];
    const allowance = lines.find((line) => line.serviceEntity === LEADER)?.allowance;
    if (!allowance?.capBytes) throw new Error('the group leader has a capped allowance');
    const available = allowance.capBytes + allowance.carryoverBytes;
    // Just over 80% of what the group has (Aroha's own level, 50%, is passed on the way).
    const toAdd = Math.ceil((available * 0.81 - allowance.usedBytes) / BYTES_PER_MB);
    // Before: the demo's group is near 80% (76% once its period is a few days old), not past it.
    const before = await dataUsageNotices(testApp.database.db, '30000001', new Date());
    expect(before.map((draft) => draft.title)).not.toContain('80% of your mobile data used');
    const used = await testApp.app.inject({
      method: 'POST',
      url: '/dev/mobile-data-use',
      payload: { serviceEntity: LEADER, megabytes: toAdd },
    });
    expect(used.statusCode).toBe(200);
    expect(await accountsNearADataLevel(testApp.database.db, new Date())).toContain('30000001');

    const context = {
      db: testApp.database.db,
      log: testApp.app.log,
      brand: 'main',
      publicUrl: 'http://portal.test',
    } as const;
    await Promise.all([raiseDueAlerts(context), raiseDueAlerts(context)]);
    expect(await raiseDueAlerts(context)).toBe(0);

    const raised = await testApp.database.db
      .select()
      .from(notices)
      .where(eq(notices.kind, 'data-usage'));
    expect(raised).toHaveLength(1);
    expect(raised[0]?.title).toBe('80% of your mobile data used');
    const emails = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.noticeId, raised[0]?.id ?? -1));
    expect(emails.filter((m) => m.channel === 'email')).toEqual([
      expect.objectContaining({ recipient: AROHA, extraRecipients: ['whanau@example.nz'] }),
    ]);
    expect(emails.filter((m) => m.channel === 'sms').map((m) => m.recipient)).toContain(
      '0279876543',
    );

    // Besides the data alert, the yearly 111 reminder (Aroha has a landline), and a bill
    // ready when the demo's last bill is from the last two days.
    const arohaInbox = (await people.data(AROHA, INBOX)) as Inbox;
    const kinds = arohaInbox.items.map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(['data-usage', 'landline-111']));
    expect(arohaInbox.unread).toBe(kinds.length);
    expect(arohaInbox.items.find((item) => item.kind === 'data-usage')).toMatchObject({
      title: '80% of your mobile data used',
      read: false,
      linkPath: '/mobile/usage',
    });
    const afterRead = (await people.data(AROHA, {
      method: 'POST',
      url: `${INBOX}/read`,
      json: { upToId: arohaInbox.items[0]?.id },
    })) as Inbox;
    expect(afterRead.unread).toBe(0);
    expect(afterRead.items.every((item) => item.read)).toBe(true);
    // Mere's read marks are her own.
    expect(((await people.data(MERE, INBOX)) as Inbox).unread).toBe(kinds.length);
  });
});

describe('event alerts', () => {
  const context = () =>
    ({
      db: testApp.database.db,
      log: testApp.app.log,
      brand: 'main',
      publicUrl: 'http://portal.test',
    }) as const;
  const noticesOf = (kind: string) =>
    testApp.database.db.select().from(notices).where(eq(notices.kind, kind));

  it('reminds each landline account once a year about 111 in a power cut', async () => {
    await raiseDueAlerts(context());
    await raiseDueAlerts(context());
    const reminders = await noticesOf('landline-111');
    expect(reminders.map((notice) => notice.accountCode)).toContain('30000001');
    const codes = reminders.map((notice) => notice.accountCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(reminders[0]?.body).toContain('111');
  });

  it('warns once a period when a line’s charges reach 80% of its spend limit', async () => {
    const line = '0271234569';
    const db = testApp.database.db;
    await db
      .update(mobileServices)
      .set({ spendLimitCents: 1_000 })
      .where(eq(mobileServices.serviceEntity, line));
    const now = new Date();
    await db.insert(usageEvents).values({
      serviceEntity: line,
      kind: 'voice',
      eventDate: now,
      durationSeconds: 600,
      destinationNumber: '0900123456',
      chargeIncludingGstCents: 2_000,
      chargeExcludingGstCents: 1_739,
    });
    await rebuildUsageRollups(db, servicesIn([line]));
    await raiseDueAlerts(context());
    await raiseDueAlerts(context());
    const warned = (await noticesOf('spend-limit')).filter((n) => n.serviceEntity === line);
    expect(warned).toHaveLength(1);
    expect(warned[0]?.body).toContain('spend limit of $10.00');
  });

  it('tells a prepay customer once a month when the balance is low', async () => {
    const spend = await testApp.app.inject({
      method: 'POST',
      url: '/dev/prepay-spend',
      payload: { serviceEntity: '0201234570', amountCents: 10_000, description: 'Data' },
    });
    expect(spend.statusCode).toBe(200);
    await raiseDueAlerts(context());
    await raiseDueAlerts(context());
    const low = await noticesOf('prepay-balance');
    expect(low.filter((notice) => notice.serviceEntity === '0201234570')).toHaveLength(1);
  });
});

describe('the power bill heading high', () => {
  it('is told once a bill when the forecast’s power part runs well above its usual', async () => {
    const context = {
      db: testApp.database.db,
      log: testApp.app.log,
      brand: 'main',
      publicUrl: 'http://portal.test',
    } as const;
    const forecast = await getBillForecast(testApp.database.db, '30000001', new Date());
    const power = forecast.parts.find((part) => part.kind === 'power');
    await raiseDueAlerts(context);
    await raiseDueAlerts(context);
    const told = await testApp.database.db
      .select()
      .from(notices)
      .where(eq(notices.kind, 'power-bill-high'));
    // On the bill date itself no power of the new period has been read: nothing to tell.
    if (power === undefined || power.soFar === 0 || power.usual === null) {
      expect(told).toEqual([]);
      return;
    }
    // The demo runs Aroha's power well above her usual (seed/power.ts).
    expect(power.amount).toBeGreaterThan(power.usual * 1.15);
    expect(told.map((notice) => notice.accountCode)).toEqual(['30000001']);
    expect(told[0]?.dedupeKey).toBe(`power-bill-high:30000001:${forecast.billDate ?? ''}`);
    expect(told[0]?.body).toContain(formatNzd(power.amount));
  });
});
