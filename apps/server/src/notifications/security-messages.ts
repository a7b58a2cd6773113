import { eq } from 'drizzle-orm';
import {
  brandName,
  formatDate,
  formatTime,
  notificationKindInfo,
  signInDeviceLabel,
  type SignInDevice,
} from '@portal/domain';
import type { Db } from '../db/client';
import { identities } from '../db/schema';
import { renderEmail } from './email-template';
import type { NoticeSettings } from './notices';
import { outboxNotifier } from '.';

/** Where a person checks their sign-ins and ends the ones they do not know. */
export const MY_DETAILS_PATH = '/account/my-details';

type PersonKind = 'password-changed' | 'passkey-changed' | 'new-device-sign-in';

interface PersonMessage {
  kind: PersonKind;
  title: string;
  paragraphs: readonly string[];
}

const IF_NOT_YOU =
  'If this was not you, change your password now and use “Sign out everywhere else” on My details, then call us.';

function when(at: Date): string {
  return `${formatDate(at)} at ${formatTime(at)}`;
}

/**
 * A message about a person's own log-in (issue 29): by email to that log-in's address,
 * whatever the accounts' contacts are, and always (the kind's email channel is locked). It
 * is written to the outbox in the caller's transaction. Staff log-ins are not told here.
 */
async function tellPerson(
  db: Db,
  settings: NoticeSettings,
  userGuid: string,
  message: PersonMessage,
): Promise<void> {
  const [person] = await db
    .select({ email: identities.email, pool: identities.poolKey })
    .from(identities)
    .where(eq(identities.userGuid, userGuid))
    .limit(1);
  if (person?.pool !== 'customer') return;
  const brand = brandName(settings.brand);
  const info = notificationKindInfo(message.kind);
  const { html, text } = renderEmail({
    brandName: brand,
    title: message.title,
    paragraphs: message.paragraphs,
    action: { label: 'Check your sign-ins', url: `${settings.publicUrl}${MY_DETAILS_PATH}` },
    footer: `We always send “${info.title}” messages to the email of the log-in they are about (${person.email}), so that you hear of any change you did not make.`,
  });
  await outboxNotifier(db).send({
    channel: 'email',
    recipient: person.email,
    subject: `${message.title} – ${brand}`,
    body: text,
    html,
    kind: message.kind,
    category: info.category,
  });
}

/** After a password change in the portal or a reset through the emailed link. */
export function tellPasswordChanged(
  db: Db,
  settings: NoticeSettings,
  userGuid: string,
  input: { how: 'changed' | 'reset'; at: Date },
): Promise<void> {
  const how = input.how === 'reset' ? 'reset with a link we emailed' : 'changed in the portal';
  return tellPerson(db, settings, userGuid, {
    kind: 'password-changed',
    title: 'Your password was changed',
    paragraphs: [
      `The password of your log-in was ${how} on ${when(input.at)}. Every other device signed in with it has been signed out.`,
      IF_NOT_YOU,
    ],
  });
}

/** After a passkey is added to the log-in or removed from it (identity/passkeys). */
export function tellPasskeyChanged(
  db: Db,
  settings: NoticeSettings,
  userGuid: string,
  change: 'added' | 'removed',
  at: Date = new Date(),
): Promise<void> {
  const done = change === 'added' ? 'added to' : 'removed from';
  return tellPerson(db, settings, userGuid, {
    kind: 'passkey-changed',
    title: change === 'added' ? 'A passkey was added' : 'A passkey was removed',
    paragraphs: [`A passkey was ${done} your log-in on ${when(at)}.`, IF_NOT_YOU],
  });
}

/** The first sign-in from a browser and device pair the log-in has not used before. */
export function tellNewDeviceSignIn(
  db: Db,
  settings: NoticeSettings,
  userGuid: string,
  input: { device: SignInDevice; at: Date },
): Promise<void> {
  return tellPerson(db, settings, userGuid, {
    kind: 'new-device-sign-in',
    title: 'A new sign-in to your log-in',
    paragraphs: [
      `Your log-in was used to sign in from ${signInDeviceLabel(input.device)} on ${when(input.at)}. We have not seen it sign in from there before.`,
      IF_NOT_YOU,
    ],
  });
}
