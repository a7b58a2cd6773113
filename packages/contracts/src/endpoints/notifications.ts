import { z } from 'zod';
import {
  CUSTOM_DATA_ALERT_MAX,
  CUSTOM_DATA_ALERT_MIN,
  MAX_EXTRA_ALERT_RECIPIENTS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
} from '@portal/domain';
import { emailAddressSchema, msisdnSchema } from '../entities/scalars';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

const channelSettingSchema = z.object({
  enabled: z.boolean(),
  /** Stays on whatever is chosen (the yearly 111 reminder's email and inbox). */
  locked: z.boolean(),
});

/** GET /accounts/{code}/notificationPreferences: each kind of message by channel, and who else hears. */
export const notificationPreferencesSchema = z.object({
  kinds: z.array(
    z.object({
      kind: notificationKindSchema,
      category: z.enum(['service', 'marketing']),
      section: z.string(),
      title: z.string(),
      description: z.string(),
      channels: z.object({
        email: channelSettingSchema,
        sms: channelSettingSchema,
        inbox: channelSettingSchema,
      }),
    }),
  ),
  /** Where the account's messages go: its contact email and mobile. */
  contact: z.object({ email: z.string().nullable(), mobile: z.string().nullable() }),
  extraEmails: z.array(z.string()),
  extraMobiles: z.array(z.string()),
  dataAlertPercent: z.number().int().nullable(),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

const extraListSchema = <T extends z.ZodType<string>>(item: T, what: string) =>
  z
    .array(item)
    .max(MAX_EXTRA_ALERT_RECIPIENTS, `Add at most ${String(MAX_EXTRA_ALERT_RECIPIENTS)} ${what}`)
    .refine(
      (list) => new Set(list.map((each) => each.toLowerCase())).size === list.length,
      `Each of the ${what} can be added once`,
    );

/** PUT /accounts/{code}/notificationPreferences: the owner's whole choice at once. */
export const notificationPreferencesUpdateSchema = z.object({
  choices: z
    .array(
      z.object({
        kind: notificationKindSchema,
        channel: notificationChannelSchema,
        enabled: z.boolean(),
      }),
    )
    .max(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length),
  extraEmails: extraListSchema(emailAddressSchema, 'email addresses'),
  extraMobiles: extraListSchema(msisdnSchema, 'mobile numbers'),
  dataAlertPercent: z
    .number()
    .int('Enter a whole percentage')
    .min(
      CUSTOM_DATA_ALERT_MIN,
      `Choose a level from ${String(CUSTOM_DATA_ALERT_MIN)}% to ${String(CUSTOM_DATA_ALERT_MAX)}%`,
    )
    .max(
      CUSTOM_DATA_ALERT_MAX,
      `Choose a level from ${String(CUSTOM_DATA_ALERT_MIN)}% to ${String(CUSTOM_DATA_ALERT_MAX)}%`,
    )
    .nullable(),
});
export type NotificationPreferencesUpdate = z.input<typeof notificationPreferencesUpdateSchema>;

export const inboxItemSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  linkPath: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type InboxItem = z.output<typeof inboxItemSchema>;

/** GET /accounts/{code}/inbox: the newest notices for the bell, with how many are unread. */
export const inboxSchema = z.object({
  unread: z.number().int().min(0),
  items: z.array(inboxItemSchema),
});
export type Inbox = z.output<typeof inboxSchema>;

/** POST /accounts/{code}/inbox/read: marks read everything up to the newest the bell showed. */
export const inboxReadSchema = z.object({ upToId: z.number().int().min(0) });
