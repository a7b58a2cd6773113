import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Inbox, NotificationPreferences } from '@portal/contracts';
import { emailOf } from '../../../../../test-support/personas';
import { notices, outbox } from '../../db/schema';
import { raisePersonalNotice } from '../../notifications/notices';
import { appForTests } from '../../test/test-app';
import { prepareDataExports, YOUR_DATA_PATH } from './data-exports';

const { testApp, people } = appForTests({ seed: true });
const AROHA = emailOf('owner');
const MERE = emailOf('readUser');
const KIRI = emailOf('otherCustomer');
const settings = { publicUrl: 'https://portal.example.nz', brand: 'main' } as const;

const inboxOf = async (email: string, accountCode: string) =>
  (await people.data(email, `/api/accounts/${accountCode}/inbox`)) as Inbox;
const userGuidOf = async (email: string) =>
  ((await people.data(email, '/api/iam/Users/me')) as { userGuid: string }).userGuid;
const yourData = (inbox: Inbox) => inbox.items.filter((item) => item.kind === 'your-data');

describe('the “your data is ready” notice', () => {
  it('reaches the person’s own bell once, on each of her accounts, and her email once', async () => {
    const aroha = await userGuidOf(AROHA);
    const before = await inboxOf(AROHA, '30000001');
    expect(yourData(before)).toEqual([]);

    const asked = await people.call(AROHA, {
      method: 'POST',
      url: `/api/iam/Users/${aroha}/dataExports`,
    });
    expect(asked.statusCode).toBe(200);
    const exportId = asked.json<{ data: { id: string } }>().data.id;
    expect(await prepareDataExports(testApp.database.db, settings)).toBeGreaterThanOrEqual(1);
    // The job finding nothing more, and the same notice raised again, change nothing.
    expect(await prepareDataExports(testApp.database.db, settings)).toBe(0);
    const again = await raisePersonalNotice(testApp.database.db, settings, {
      dedupeKey: `your-data:${exportId}`,
      userGuid: aroha,
      kind: 'your-data',
      title: 'Your data is ready',
      body: 'Again.',
      linkPath: YOUR_DATA_PATH,
      actionLabel: 'Download my data',
      footer: 'Again.',
    });
    expect(again).toBe(false);

    const bell = await inboxOf(AROHA, '30000001');
    const [notice] = yourData(bell);
    expect(yourData(bell)).toHaveLength(1);
    expect(notice).toMatchObject({
      title: 'Your data is ready',
      linkPath: '/account/my-details#your-data',
      read: false,
    });
    expect(notice?.body).toMatch(/ready to download until \d{2}\/\d{2}\/\d{4}\./);
    expect(bell.unread).toBe(before.unread + 1);
    // It follows her to the bach's account too: it is about her, not a household.
    expect(yourData(await inboxOf(AROHA, '30000002')).map((item) => item.id)).toEqual([notice?.id]);

    const rows = await testApp.database.db
      .select()
      .from(notices)
      .where(eq(notices.kind, 'your-data'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userGuid: aroha, accountCode: null, inInbox: true });
    const emails = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'your-data'));
    expect(emails.map((row) => [row.recipient, row.subject])).toEqual([
      [AROHA, 'Your data is ready – Harbour'],
    ]);
    expect(emails[0]?.body).toContain('https://portal.example.nz/account/my-details#your-data');
  });

  it('is never in another person’s bell: not the read-only user’s on the same account, not another customer’s', async () => {
    expect(yourData(await inboxOf(MERE, '30000001'))).toEqual([]);
    expect(yourData(await inboxOf(KIRI, '30000301'))).toEqual([]);
    // Another customer cannot reach Aroha's bell at all.
    expect((await people.get(KIRI, '/api/accounts/30000001/inbox')).statusCode).toBe(403);
  });

  it('marks read for her only; another person marking read up to its id changes nothing', async () => {
    const [notice] = yourData(await inboxOf(AROHA, '30000001'));
    const mereBefore = await inboxOf(MERE, '30000001');
    await people.data(MERE, {
      method: 'POST',
      url: '/api/accounts/30000001/inbox/read',
      json: { upToId: notice?.id },
    });
    expect(yourData(await inboxOf(AROHA, '30000001'))[0]?.read).toBe(false);
    expect((await inboxOf(MERE, '30000001')).items.map((item) => item.id)).toEqual(
      mereBefore.items.map((item) => item.id),
    );
    const kiriRead = await people.call(KIRI, {
      method: 'POST',
      url: '/api/accounts/30000001/inbox/read',
      json: { upToId: notice?.id },
    });
    expect(kiriRead.statusCode).toBe(403);
    expect(yourData(await inboxOf(AROHA, '30000001'))[0]?.read).toBe(false);

    const read = (await people.data(AROHA, {
      method: 'POST',
      url: '/api/accounts/30000001/inbox/read',
      json: { upToId: notice?.id },
    })) as Inbox;
    expect(yourData(read)[0]?.read).toBe(true);
    // Read once is read everywhere it shows.
    expect(yourData(await inboxOf(AROHA, '30000002'))[0]?.read).toBe(true);
  });

  it('is not one of the account’s choices in the preference centre', async () => {
    const prefs = (await people.data(
      AROHA,
      '/api/accounts/30000001/notificationPreferences',
    )) as NotificationPreferences;
    expect(prefs.kinds.map((entry) => entry.kind)).not.toContain('your-data');
    expect(prefs.kinds.length).toBeGreaterThan(10);
  });
});
