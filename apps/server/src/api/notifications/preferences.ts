import { eq, sql } from 'drizzle-orm';
import {
  channelIsFixed,
  channelIsOn,
  ACCOUNT_NOTIFICATION_CATALOGUE,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
} from '@portal/domain';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '@portal/contracts';
import type { Db } from '../../db/client';
import { alertRecipients, alertSettings, notificationPreferences } from '../../db/schema';
import { accountContact } from '../../notifications/notices';

/** Each kind of message by channel (saved choice or default), and who else hears usage alerts. */
export async function findNotificationPreferences(
  db: Db,
  accountCode: string,
): Promise<NotificationPreferences> {
  const saved = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.accountCode, accountCode));
  const extras = await db
    .select()
    .from(alertRecipients)
    .where(eq(alertRecipients.accountCode, accountCode))
    .orderBy(alertRecipients.createdAt, alertRecipients.address);
  const [settings] = await db
    .select()
    .from(alertSettings)
    .where(eq(alertSettings.accountCode, accountCode));
  const setting = (
    info: (typeof ACCOUNT_NOTIFICATION_CATALOGUE)[number],
    channel: NotificationChannel,
  ) => {
    const choice = saved.find((row) => row.kind === info.kind && row.channel === channel);
    return {
      enabled: channelIsOn(info.kind, channel, choice?.enabled),
      locked: channelIsFixed(info.kind, channel),
    };
  };
  return {
    kinds: ACCOUNT_NOTIFICATION_CATALOGUE.map((info) => ({
      kind: info.kind,
      category: info.category,
      section: info.section,
      title: info.title,
      description: info.description,
      channels: {
        email: setting(info, 'email'),
        sms: setting(info, 'sms'),
        inbox: setting(info, 'inbox'),
      },
    })),
    contact: await accountContact(db, accountCode),
    extraEmails: extras.filter((row) => row.channel === 'email').map((row) => row.address),
    extraMobiles: extras.filter((row) => row.channel === 'sms').map((row) => row.address),
    dataAlertPercent: settings?.dataAlertPercent ?? null,
  };
}

/**
 * The owner's whole choice, saved at once: every kind and channel named (a locked channel
 * stays on whatever it says), the extra recipients replaced, and the own data level.
 */
export async function saveNotificationPreferences(
  db: Db,
  accountCode: string,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  await db.transaction(async (tx) => {
    const rows = update.choices
      .filter((choice) => !channelIsFixed(choice.kind, choice.channel))
      .filter((choice) => NOTIFICATION_CHANNELS.includes(choice.channel))
      .map((choice) => ({ accountCode, ...choice, updatedAt: new Date() }));
    if (rows.length > 0) {
      await tx
        .insert(notificationPreferences)
        .values(rows)
        .onConflictDoUpdate({
          target: [
            notificationPreferences.accountCode,
            notificationPreferences.kind,
            notificationPreferences.channel,
          ],
          set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
        });
    }
    await tx.delete(alertRecipients).where(eq(alertRecipients.accountCode, accountCode));
    const extras = [
      ...update.extraEmails.map((address) => ({
        accountCode,
        channel: 'email',
        address: address.trim().toLowerCase(),
      })),
      ...update.extraMobiles.map((address) => ({ accountCode, channel: 'sms', address })),
    ];
    if (extras.length > 0) await tx.insert(alertRecipients).values(extras);
    if (update.dataAlertPercent === null) {
      await tx.delete(alertSettings).where(eq(alertSettings.accountCode, accountCode));
    } else {
      await tx
        .insert(alertSettings)
        .values({ accountCode, dataAlertPercent: update.dataAlertPercent })
        .onConflictDoUpdate({
          target: alertSettings.accountCode,
          set: { dataAlertPercent: update.dataAlertPercent, updatedAt: new Date() },
        });
    }
  });
  return findNotificationPreferences(db, accountCode);
}
