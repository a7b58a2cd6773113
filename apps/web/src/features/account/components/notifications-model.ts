import { z } from 'zod';
import {
  notificationPreferencesUpdateSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@portal/contracts';
import {
  formatPhoneNumber,
  NOTIFICATION_CHANNELS,
  normaliseMobileNumber,
  type NotificationChannel,
  type NotificationKind,
} from '@portal/domain';

export type ChannelChoices = Record<NotificationChannel, boolean>;

export interface NotificationsForm {
  choices: Partial<Record<NotificationKind, ChannelChoices>>;
  extraEmails: string[];
  /** As typed, in any spacing; sent in local form. */
  extraMobiles: string[];
  /** The account's own data alert level; '' when it has none. */
  dataAlertPercent: number | string;
}

/** The channels as the page names them. */
export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'Email',
  sms: 'Text',
  inbox: 'Inbox',
};

/** "email", "text" or "inbox", as a switch's accessible name says it: "Bill ready by email". */
export const channelWord = (channel: NotificationChannel) => CHANNEL_LABELS[channel].toLowerCase();

export function formOf(preferences: NotificationPreferences): NotificationsForm {
  return {
    choices: Object.fromEntries(
      preferences.kinds.map((kind) => [
        kind.kind,
        {
          email: kind.channels.email.enabled,
          sms: kind.channels.sms.enabled,
          inbox: kind.channels.inbox.enabled,
        },
      ]),
    ),
    extraEmails: [...preferences.extraEmails],
    extraMobiles: preferences.extraMobiles.map(formatPhoneNumber),
    dataAlertPercent: preferences.dataAlertPercent ?? '',
  };
}

const update = notificationPreferencesUpdateSchema.shape;

/**
 * The form's rules (decision 039): the request's own, with each mobile read in any spacing
 * and an empty level meaning none.
 */
export const notificationsFormSchema = z.object({
  choices: z.record(z.string(), z.record(z.string(), z.boolean())),
  extraEmails: update.extraEmails,
  extraMobiles: z.array(z.string().transform(normaliseMobileNumber)).pipe(update.extraMobiles),
  dataAlertPercent: z.preprocess((value) => (value === '' ? null : value), update.dataAlertPercent),
});

/** The whole choice, every kind by every channel, as PUT takes it. */
export function updateOf(form: NotificationsForm): NotificationPreferencesUpdate {
  return {
    choices: Object.entries(form.choices).flatMap(([kind, channels]) =>
      NOTIFICATION_CHANNELS.map((channel) => ({
        kind: kind as NotificationKind,
        channel,
        enabled: channels[channel],
      })),
    ),
    extraEmails: form.extraEmails.map((email) => email.trim()),
    extraMobiles: form.extraMobiles.map(normaliseMobileNumber),
    dataAlertPercent: form.dataAlertPercent === '' ? null : Number(form.dataAlertPercent),
  };
}

/** "email and inbox": the channels a kind always goes by. */
export function lockedChannelsText(locked: readonly NotificationChannel[]): string {
  const words = locked.map(channelWord);
  return words.length <= 1
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}
