/**
 * What the portal tells a household unasked (issue 28): each kind of message, the channels
 * it may go by, and whether each is on until the account's owner says otherwise. Service
 * messages are about the account; marketing ones need consent (the Unsolicited Electronic
 * Messages Act 2007), so they start off and every one carries an unsubscribe.
 */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'inbox'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_KINDS = [
  'data-usage',
  'roaming',
  'spend-limit',
  'prepay-balance',
  'power-bill-high',
  'power-unusual-day',
  'bill-ready',
  'payment-due',
  'payment-failed',
  'smooth-pay',
  'payment-arrangement',
  'auto-top-up',
  'order-done',
  'landline-111',
  'password-changed',
  'passkey-changed',
  'new-device-sign-in',
  'staff-change',
  'your-data',
  'offers',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationCategory = 'service' | 'marketing';

export interface NotificationKindInfo {
  kind: NotificationKind;
  category: NotificationCategory;
  /** The preference centre's heading for it, and the section it sits in. */
  title: string;
  section:
    'Usage' | 'Bills and payments' | 'Orders' | 'Safety' | 'Security' | 'Your data' | 'Offers';
  description: string;
  /** On until the owner turns it off. */
  defaults: Record<NotificationChannel, boolean>;
  /** Channels that stay on whatever the preference says (a reminder the law asks for). */
  locked: readonly NotificationChannel[];
  /**
   * The channels it can go by at all, when not every one: a message about a person's own
   * sign-in goes to that person's email, not to the account's contacts or its bell.
   */
  offered?: readonly NotificationChannel[];
  /**
   * About one person, not the household: told to that person only (their own email and
   * bell), so it is not in an account's preference centre.
   */
  personal?: true;
}

/** Security messages (issue 29): always by email, so someone else's change cannot be hidden. */
const SECURITY_LOCKED: readonly NotificationChannel[] = ['email'];

const on = (email: boolean, sms: boolean, inbox: boolean) => ({ email, sms, inbox });

export const NOTIFICATION_CATALOGUE: readonly NotificationKindInfo[] = [
  {
    kind: 'data-usage',
    category: 'service',
    section: 'Usage',
    title: 'Mobile data used',
    description:
      'When a mobile reaches 80% and 100% of its data, and at your own level if you set one.',
    defaults: on(true, true, true),
    locked: [],
  },
  {
    kind: 'roaming',
    category: 'service',
    section: 'Usage',
    title: 'Roaming',
    description: 'When a mobile starts using its plan overseas.',
    defaults: on(false, true, true),
    locked: [],
  },
  {
    kind: 'spend-limit',
    category: 'service',
    section: 'Usage',
    title: 'Spend limit nearing',
    description: 'When charges outside the plan near a mobile’s spend limit.',
    defaults: on(true, true, true),
    locked: [],
  },
  {
    kind: 'prepay-balance',
    category: 'service',
    section: 'Usage',
    title: 'Prepay balance low',
    description: 'When a prepay mobile has less than $5.00 left.',
    defaults: on(false, true, true),
    locked: [],
  },
  {
    kind: 'power-bill-high',
    category: 'service',
    section: 'Usage',
    title: 'Power bill heading high',
    description: 'When your power use so far points to a bill well above your usual.',
    defaults: on(true, false, true),
    locked: [],
  },
  {
    kind: 'power-unusual-day',
    category: 'service',
    section: 'Usage',
    title: 'Unusual power use',
    description: 'When one day’s power use is far above your recent days.',
    defaults: on(false, false, true),
    locked: [],
  },
  {
    kind: 'bill-ready',
    category: 'service',
    section: 'Bills and payments',
    title: 'Bill ready',
    description: 'When a new bill is ready to view.',
    defaults: on(true, false, true),
    locked: [],
  },
  {
    kind: 'payment-due',
    category: 'service',
    section: 'Bills and payments',
    title: 'Payment due',
    description: 'Three days before a bill is due, if it is not paid yet.',
    defaults: on(true, false, true),
    locked: [],
  },
  {
    kind: 'payment-failed',
    category: 'service',
    section: 'Bills and payments',
    title: 'Payment failed',
    description: 'When a card payment or direct debit does not go through.',
    defaults: on(true, true, true),
    locked: [],
  },
  {
    kind: 'smooth-pay',
    category: 'service',
    section: 'Bills and payments',
    title: 'Smooth pay',
    description:
      'When we look at your smooth pay amount again, every 4 months, and what it is now.',
    defaults: on(true, false, true),
    locked: [],
  },
  {
    kind: 'payment-arrangement',
    category: 'service',
    section: 'Bills and payments',
    title: 'Payment plan instalment missed',
    description:
      'When an instalment of your payment plan has not been paid by the day after it was due.',
    defaults: on(true, true, true),
    locked: [],
  },
  {
    kind: 'auto-top-up',
    category: 'service',
    section: 'Bills and payments',
    title: 'Auto top-up',
    description: 'When an automatic top-up is made, or could not be made.',
    defaults: on(true, false, true),
    locked: [],
  },
  {
    kind: 'order-done',
    category: 'service',
    section: 'Orders',
    title: 'Order done',
    description: 'When a plan change, new line or other order is complete.',
    defaults: on(true, false, true),
    locked: [],
  },
  {
    kind: 'landline-111',
    category: 'service',
    section: 'Safety',
    title: 'Calling 111 in a power cut',
    description:
      'Once a year: a fibre or wireless landline may not work in a power cut, and how to apply for another way to call 111.',
    defaults: on(true, false, true),
    locked: ['email', 'inbox'],
  },
  {
    kind: 'password-changed',
    category: 'service',
    section: 'Security',
    title: 'Password changed',
    description: 'When the password of your log-in is changed or reset. Sent to your own email.',
    defaults: on(true, false, false),
    locked: SECURITY_LOCKED,
    offered: ['email'],
  },
  {
    kind: 'passkey-changed',
    category: 'service',
    section: 'Security',
    title: 'Passkey added or removed',
    description: 'When a passkey is added to your log-in or removed. Sent to your own email.',
    defaults: on(true, false, false),
    locked: SECURITY_LOCKED,
    offered: ['email'],
  },
  {
    kind: 'new-device-sign-in',
    category: 'service',
    section: 'Security',
    title: 'Sign-in from a new device',
    description:
      'When your log-in signs in from a browser and device it has not used before. Sent to your own email.',
    defaults: on(true, false, false),
    locked: SECURITY_LOCKED,
    offered: ['email'],
  },
  {
    kind: 'staff-change',
    category: 'service',
    section: 'Security',
    title: 'Changes made by our staff',
    description:
      'When one of our staff opens the account and changes something on it: once for each time they open it.',
    defaults: on(true, false, true),
    locked: SECURITY_LOCKED,
  },
  {
    kind: 'your-data',
    category: 'service',
    section: 'Your data',
    title: 'Your data is ready',
    description:
      'When the copy of your data you asked for is ready to download. Sent to you only, by email and in the bell.',
    defaults: on(true, false, true),
    // The person asked for it: both ways to tell them stay on.
    locked: ['email', 'inbox'],
    offered: ['email', 'inbox'],
    personal: true,
  },
  {
    kind: 'offers',
    category: 'marketing',
    section: 'Offers',
    title: 'Offers and news',
    description: 'Deals and news from us. We send these only if you say yes.',
    defaults: on(false, false, false),
    locked: [],
  },
];

export function notificationKindInfo(kind: NotificationKind): NotificationKindInfo {
  const info = NOTIFICATION_CATALOGUE.find((entry) => entry.kind === kind);
  if (info === undefined) throw new Error(`Unknown notification kind ${kind}`);
  return info;
}

/** A channel nobody can change for a kind: locked on, or not offered (so always off). */
export function channelIsFixed(kind: NotificationKind, channel: NotificationChannel): boolean {
  const info = notificationKindInfo(kind);
  return (
    info.locked.includes(channel) || !(info.offered ?? NOTIFICATION_CHANNELS).includes(channel)
  );
}

/**
 * Whether a kind goes by a channel: a locked channel always, one not offered never, else the
 * saved choice or its default.
 */
export function channelIsOn(
  kind: NotificationKind,
  channel: NotificationChannel,
  saved: boolean | undefined,
): boolean {
  const info = notificationKindInfo(kind);
  if (info.locked.includes(channel)) return true;
  if (!(info.offered ?? NOTIFICATION_CHANNELS).includes(channel)) return false;
  return saved ?? info.defaults[channel];
}

/** The kinds an account's owner chooses for the household: all but a person's own. */
export const ACCOUNT_NOTIFICATION_CATALOGUE: readonly NotificationKindInfo[] =
  NOTIFICATION_CATALOGUE.filter((info) => info.personal !== true);

/** At most this many extra email addresses, and as many extra mobiles, get usage alerts. */
export const MAX_EXTRA_ALERT_RECIPIENTS = 4;

/** Usage alert kinds, the ones copied to the extra recipients. */
export const USAGE_ALERT_KINDS: readonly NotificationKind[] = [
  'data-usage',
  'roaming',
  'spend-limit',
  'prepay-balance',
  'power-bill-high',
  'power-unusual-day',
];
