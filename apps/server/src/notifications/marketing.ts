import { brandName, channelIsOn, type Brand } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationPreferences } from '../db/schema';
import { newLinkToken } from '../platform/link-token';
import { renderEmail } from './email-template';
import { accountContact } from './notices';
import { outboxNotifier } from '.';

export interface Offer {
  accountCode: string;
  title: string;
  paragraphs: readonly string[];
  action: { label: string; path: string };
}

/**
 * An offer by email, only to an account whose owner said yes to offers by email, and only
 * with what the Unsolicited Electronic Messages Act asks of a commercial message: who sent
 * it, how to reach them, and an unsubscribe that works (its link and a one-click header).
 * Answers whether it was sent.
 */
export async function sendOffer(
  db: Db,
  settings: { brand: Brand; publicUrl: string },
  offer: Offer,
): Promise<boolean> {
  if (!(await isMarketingEmailOn(db, offer.accountCode))) return false;
  const { email } = await accountContact(db, offer.accountCode);
  if (email === null) return false;
  const brand = brandName(settings.brand);
  const token = newLinkToken();
  const { html, text } = renderEmail({
    brandName: brand,
    title: offer.title,
    paragraphs: offer.paragraphs,
    action: { label: offer.action.label, url: `${settings.publicUrl}${offer.action.path}` },
    footer: `Sent by ${brand} because you asked for offers and news for account ${offer.accountCode}. Reach us through ${settings.publicUrl}.`,
    unsubscribeUrl: `${settings.publicUrl}/unsubscribe/${token}`,
  });
  await outboxNotifier(db).send({
    channel: 'email',
    recipient: email,
    subject: `${offer.title} – ${brand}`,
    body: text,
    html,
    kind: 'offers',
    category: 'marketing',
    accountCode: offer.accountCode,
    unsubscribeToken: token,
  });
  return true;
}

/** Marketing off by email for one account: what an unsubscribe link does. */
export async function stopMarketingEmail(db: Db, accountCode: string): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ accountCode, kind: 'offers', channel: 'email', enabled: false })
    .onConflictDoUpdate({
      target: [
        notificationPreferences.accountCode,
        notificationPreferences.kind,
        notificationPreferences.channel,
      ],
      set: { enabled: false, updatedAt: new Date() },
    });
}

export const isMarketingEmailOn = async (db: Db, accountCode: string) => {
  const [row] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.accountCode, accountCode),
        eq(notificationPreferences.kind, 'offers'),
        eq(notificationPreferences.channel, 'email'),
      ),
    );
  return channelIsOn('offers', 'email', row?.enabled);
};
