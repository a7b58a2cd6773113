import { and, eq, sql } from 'drizzle-orm';
import {
  brandName,
  channelIsOn,
  isPaymentDifficultyKind,
  notificationKindInfo,
  USAGE_ALERT_KINDS,
  type Brand,
  type NotificationChannel,
  type NotificationKind,
} from '@portal/domain';
import type { Db } from '../db/client';
import {
  accounts,
  alertRecipients,
  alternateContacts,
  claims,
  identities,
  notices,
  notificationPreferences,
} from '../db/schema';
import { renderEmail } from './email-template';
import { outboxNotifier } from '.';

/** Something to tell a household once: a data alert for one line and one bill period. */
export interface NoticeDraft {
  /** Names the event and its period; a second draft with the same key changes nothing. */
  dedupeKey: string;
  accountCode: string;
  kind: NotificationKind;
  serviceEntity?: string;
  title: string;
  /** One or two sentences in plain words; the text message and the inbox carry them whole. */
  body: string;
  /** The portal page it is about. */
  linkPath: string;
  /** The email's button. */
  actionLabel: string;
}

export interface NoticeSettings {
  brand: Brand;
  publicUrl: string;
}

/** The longest text message sent: two SMS segments. */
const MAX_SMS_CHARACTERS = 306;

async function channelsOn(
  db: Db,
  accountCode: string,
  kind: NotificationKind,
): Promise<Record<NotificationChannel, boolean>> {
  const saved = await db
    .select({ channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.accountCode, accountCode),
        eq(notificationPreferences.kind, kind),
      ),
    );
  const choice = (channel: NotificationChannel) =>
    saved.find((row) => row.channel === channel)?.enabled;
  return {
    email: channelIsOn(kind, 'email', choice('email')),
    sms: channelIsOn(kind, 'sms', choice('sms')),
    inbox: channelIsOn(kind, 'inbox', choice('inbox')),
  };
}

/** Where the account is told: its billing contact, else its owner's log-in. */
export async function accountContact(
  db: Db,
  accountCode: string,
): Promise<{ email: string | null; mobile: string | null }> {
  const [row] = await db
    .select({
      billingEmail: accounts.billingEmail,
      billingMobile: accounts.billingMobileNumber,
      ownerEmail: identities.email,
      ownerMobile: identities.mobileNumber,
    })
    .from(accounts)
    .leftJoin(
      claims,
      and(
        eq(claims.claimType, 'Account'),
        eq(claims.claimValue, accounts.accountCode),
        sql`'AccountOwner' = any(${claims.roles})`,
      ),
    )
    .leftJoin(identities, eq(identities.userGuid, claims.userGuid))
    .where(eq(accounts.accountCode, accountCode))
    .limit(1);
  return {
    email: row?.billingEmail ?? row?.ownerEmail ?? null,
    mobile: row?.billingMobile ?? row?.ownerMobile ?? null,
  };
}

async function extraRecipients(db: Db, accountCode: string, kind: NotificationKind) {
  if (!USAGE_ALERT_KINDS.includes(kind)) return { emails: [], mobiles: [] };
  const rows = await db
    .select({ channel: alertRecipients.channel, address: alertRecipients.address })
    .from(alertRecipients)
    .where(eq(alertRecipients.accountCode, accountCode))
    .orderBy(alertRecipients.createdAt, alertRecipients.address);
  return {
    emails: rows.filter((row) => row.channel === 'email').map((row) => row.address),
    mobiles: rows.filter((row) => row.channel === 'sms').map((row) => row.address),
  };
}

/**
 * The account's alternate contact, for a notice about payment difficulty (decision 063):
 * they get their own copy, by each of email and text they gave, whatever the household's
 * channel choices, because the owner nominated them to be told.
 */
async function alternateContactFor(db: Db, accountCode: string, kind: NotificationKind) {
  if (!isPaymentDifficultyKind(kind)) return undefined;
  const [row] = await db
    .select()
    .from(alternateContacts)
    .where(eq(alternateContacts.accountCode, accountCode));
  return row;
}

function smsText(brand: string, draft: NoticeDraft, url: string): string {
  const text = `${brand}: ${draft.title}. ${draft.body} ${url}`;
  return text.length <= MAX_SMS_CHARACTERS ? text : `${text.slice(0, MAX_SMS_CHARACTERS - 1)}…`;
}

/**
 * Tells the household once: records the notice under its key and, only if this call is the
 * one that recorded it, writes its email and text messages to the outbox, in the same
 * transaction. A second server finding the same event a moment later records nothing and
 * sends nothing. Answers whether this call raised it.
 */
export async function raiseNotice(
  db: Db,
  settings: NoticeSettings,
  draft: NoticeDraft,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const channels = await channelsOn(tx, draft.accountCode, draft.kind);
    const [recorded] = await tx
      .insert(notices)
      .values({
        dedupeKey: draft.dedupeKey,
        accountCode: draft.accountCode,
        kind: draft.kind,
        serviceEntity: draft.serviceEntity ?? null,
        title: draft.title,
        body: draft.body,
        linkPath: draft.linkPath,
        inInbox: channels.inbox,
      })
      .onConflictDoNothing({ target: notices.dedupeKey })
      .returning({ id: notices.id });
    if (recorded === undefined) return false;

    const contact = await accountContact(tx, draft.accountCode);
    const extra = await extraRecipients(tx, draft.accountCode, draft.kind);
    const brand = brandName(settings.brand);
    const url = `${settings.publicUrl}${draft.linkPath}`;
    const info = notificationKindInfo(draft.kind);
    const notifier = outboxNotifier(tx);
    const common = {
      kind: draft.kind,
      category: info.category,
      noticeId: recorded.id,
      accountCode: draft.accountCode,
    } as const;

    const emails = [...new Set([contact.email, ...extra.emails].filter((a) => a !== null))];
    const [to, ...bcc] = emails;
    if (channels.email && to !== undefined) {
      const { html, text } = renderEmail({
        brandName: brand,
        title: draft.title,
        paragraphs: [draft.body],
        action: { label: draft.actionLabel, url },
        footer: `You get this because “${info.title}” messages are on for account ${draft.accountCode}. Change what we send you at ${settings.publicUrl}/account/notifications.`,
      });
      await notifier.send({
        ...common,
        channel: 'email',
        recipient: to,
        extraRecipients: bcc,
        subject: `${draft.title} – ${brand}`,
        body: text,
        html,
      });
    }
    if (channels.sms) {
      const mobiles = [...new Set([contact.mobile, ...extra.mobiles].filter((m) => m !== null))];
      for (const mobile of mobiles) {
        await notifier.send({
          ...common,
          channel: 'sms',
          recipient: mobile,
          body: smsText(brand, draft, url),
        });
      }
    }
    const alternate = await alternateContactFor(tx, draft.accountCode, draft.kind);
    if (alternate !== undefined) {
      const intro = `${alternate.name}, you are the alternate contact for account ${draft.accountCode}. We are letting you know so you can help if you are able to.`;
      if (alternate.email !== null) {
        const { html, text } = renderEmail({
          brandName: brand,
          title: draft.title,
          paragraphs: [intro, draft.body],
          action: { label: draft.actionLabel, url },
          footer: `You get this because the account holder named you as their alternate contact, with your agreement. They can change this at any time.`,
        });
        await notifier.send({
          ...common,
          channel: 'email',
          recipient: alternate.email,
          subject: `${draft.title} – ${brand}`,
          body: text,
          html,
        });
      }
      if (alternate.mobileNumber !== null) {
        await notifier.send({
          ...common,
          channel: 'sms',
          recipient: alternate.mobileNumber,
          body: smsText(
            brand,
            {
              ...draft,
              body: `For account ${draft.accountCode}, where you are the alternate contact: ${draft.body}`,
            },
            url,
          ),
        });
      }
    }
    return true;
  });
}

/** Something to tell one person about themself, not their household: their data is ready. */
export interface PersonalNoticeDraft {
  /** Names the event; a second draft with the same key changes nothing. */
  dedupeKey: string;
  userGuid: string;
  kind: NotificationKind;
  title: string;
  body: string;
  linkPath: string;
  actionLabel: string;
  /** The email's last line: why they get it. */
  footer: string;
}

/**
 * Tells one person once: records the notice for them alone (their bell, whichever account
 * they are looking at; no other holder of their accounts sees it) and, only if this call
 * recorded it, emails their own log-in address through the outbox, in one transaction.
 * Answers whether this call raised it.
 */
export async function raisePersonalNotice(
  db: Db,
  settings: NoticeSettings,
  draft: PersonalNoticeDraft,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(notices)
      .values({
        dedupeKey: draft.dedupeKey,
        userGuid: draft.userGuid,
        kind: draft.kind,
        title: draft.title,
        body: draft.body,
        linkPath: draft.linkPath,
        inInbox: channelIsOn(draft.kind, 'inbox', undefined),
      })
      .onConflictDoNothing({ target: notices.dedupeKey })
      .returning({ id: notices.id });
    if (recorded === undefined) return false;
    const [person] = await tx
      .select({ email: identities.email })
      .from(identities)
      .where(eq(identities.userGuid, draft.userGuid));
    if (person === undefined || !channelIsOn(draft.kind, 'email', undefined)) return true;
    const brand = brandName(settings.brand);
    const { html, text } = renderEmail({
      brandName: brand,
      title: draft.title,
      paragraphs: [draft.body],
      action: { label: draft.actionLabel, url: `${settings.publicUrl}${draft.linkPath}` },
      footer: draft.footer,
    });
    await outboxNotifier(tx).send({
      kind: draft.kind,
      category: notificationKindInfo(draft.kind).category,
      noticeId: recorded.id,
      channel: 'email',
      recipient: person.email,
      subject: `${draft.title} – ${brand}`,
      body: text,
      html,
    });
    return true;
  });
}
