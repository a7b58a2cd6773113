import type { RouteKey } from './route-meta';

export interface PageCopy {
  /** The page's h1 (and the start of the document title). */
  title: string;
  /** One line under the title saying what the page is for. */
  purpose: string;
  /** Said plainly while the page's feature has not landed yet; null for pages that are done. */
  notYet: string | null;
}

/*
 * Only the dashboard's title is given by the spec ('My Dashboard'); the others follow the
 * spec's purpose column and navigation labels, in its title case.
 */
export const pageCopy: Record<RouteKey, PageCopy> = {
  dashboard: {
    title: 'My Dashboard',
    purpose: 'See your accounts and services at a glance.',
    notYet: null,
  },
  login: {
    title: 'Sign In',
    purpose: 'Sign in to manage your account.',
    notYet: null,
  },
  'login-complete': {
    title: 'Signing You In',
    purpose: "We're finishing signing you in.",
    notYet: null,
  },
  logout: {
    title: 'Sign Out',
    purpose: 'Sign out of your account on this device.',
    notYet: null,
  },
  'logout-complete': {
    title: 'Signed Out',
    purpose: 'You have signed out of your account.',
    notYet: null,
  },
  'auto-login': {
    title: 'Signing You In',
    purpose: 'Signs you in from a staff access link.',
    notYet: null,
  },
  'login-problem': {
    title: "We Couldn't Sign You In",
    purpose: "It seems there's been a hiccup with your login.",
    notYet: null,
  },
  'confirm-delivery-address': {
    title: 'Confirm Your Return Address',
    purpose: 'Tell us where to send the bag for returning your modem.',
    notYet: "Confirming a return address isn't available here yet.",
  },
  'online-payments': {
    title: 'Your Online Payment',
    purpose: 'See how your payment with your bank or card went.',
    notYet: null,
  },
  account: {
    title: 'My Details',
    purpose: 'See and update your name and contact details.',
    notYet: null,
  },
  payment: {
    title: 'Make a Payment',
    purpose: 'Pay your bill by card or online banking.',
    notYet: null,
  },
  'payment-method': {
    title: 'Payment Method',
    purpose: 'Choose how your bills are paid: direct debit or card.',
    notYet: null,
  },
  'bill-history': {
    title: 'My Bill History',
    purpose: 'See your past bills.',
    notYet: null,
  },
  billing: {
    title: 'Billing Details',
    purpose: 'See your billing address, bill cycle and next bill date.',
    notYet: null,
  },
  'transaction-history': {
    title: 'Transaction History',
    purpose: 'See the payments and charges on your account.',
    notYet: null,
  },
  invoice: {
    title: 'My Invoice',
    purpose: 'See what one bill is made of.',
    notYet: null,
  },
  'add-mobile-number': {
    title: 'Add a Prepay Number',
    purpose: 'Link a prepay mobile number to your account.',
    notYet: null,
  },
  'email-management': {
    title: 'Email Management',
    purpose: 'Manage your mailboxes and their passwords.',
    notYet: "Managing email isn't available here yet.",
  },
  'move-house': {
    title: 'Move House',
    purpose: 'Take your services with you to a new address.',
    notYet: "Moving house isn't available here yet.",
  },
  management: {
    title: 'Management',
    purpose: 'Find a customer account and open it as the customer sees it.',
    notYet: null,
  },
  'siebel-management': {
    title: 'No Accounts Yet',
    purpose: "Your login isn't linked to an account with us yet.",
    notYet: null,
  },
  'voice-features': {
    title: 'Voice Features',
    purpose: 'Manage the calling features of your landline.',
    notYet: "Changing voice features isn't available here yet.",
  },
  broadband: {
    title: 'Broadband',
    purpose: 'See your broadband and landline services.',
    notYet: "Your broadband details aren't available here yet.",
  },
  'broadband-change-plan': {
    title: 'Change Broadband Plan',
    purpose: 'Pick a different broadband plan.',
    notYet: "Changing your broadband plan isn't available here yet.",
  },
  'broadband-change-voice-plan': {
    title: 'Change Voice Plan',
    purpose: 'Pick a different landline plan.',
    notYet: "Changing your voice plan isn't available here yet.",
  },
  mobile: {
    title: 'Mobile',
    purpose: 'See your mobile numbers, balances and plans.',
    notYet: null,
  },
  'mobile-pause-connection': {
    title: 'Pause or Resume a Number',
    purpose: 'Pause a mobile number for a while, or turn it back on.',
    notYet: null,
  },
  'mobile-bring-your-number': {
    title: 'Bring Your Number',
    purpose: 'Move your mobile number to us from another provider.',
    notYet: null,
  },
  'mobile-usage': {
    title: 'Usage',
    purpose: 'See the data, calls and texts used on a mobile number.',
    notYet: null,
  },
  'mobile-usage-shared': {
    title: 'Shared Usage',
    purpose: 'See how your group uses its shared data.',
    notYet: null,
  },
  'mobile-change-plan': {
    title: 'Change Mobile Plan',
    purpose: 'Pick a different plan for a mobile number.',
    notYet: null,
  },
  'mobile-add-connection': {
    title: 'Add a Mobile Connection',
    purpose: 'Add another mobile number to your account.',
    notYet: null,
  },
  'prepay-top-up': {
    title: 'Prepay Top-up',
    purpose: 'Top up a prepay number, or set up Autopay.',
    notYet: null,
  },
  'prepay-spend-history': {
    title: 'Prepay Spend History',
    purpose: 'See the top-ups and spending on a prepay number.',
    notYet: null,
  },
  'sharing-beneficiaries': {
    title: 'Data Sharing',
    purpose: 'See who you share your data with.',
    notYet: null,
  },
  'manage-sharing': {
    title: 'Set Up Sharing',
    purpose: 'Share some of your data with another number.',
    notYet: null,
  },
  power: {
    title: 'Power',
    purpose: 'See your power plan and meter.',
    notYet: "Your power details aren't available here yet.",
  },
  'power-change-plan': {
    title: 'Change Power Plan',
    purpose: 'Pick a different power plan.',
    notYet: "Changing your power plan isn't available here yet.",
  },
  'power-meter-reading': {
    title: 'Meter Reading',
    purpose: 'Send us a reading from your power meter.',
    notYet: "Sending a meter reading isn't available here yet.",
  },
  'power-site-access': {
    title: 'Change Meter Location',
    purpose: 'Tell us where your meter is and how to reach it.',
    notYet: "Changing your meter location isn't available here yet.",
  },
  'add-power': {
    title: 'Sign Up for Power',
    purpose: 'Add power to your account.',
    notYet: "Signing up for power isn't available here yet.",
  },
  'add-power-details': {
    title: 'Sign Up for Power: Your Details',
    purpose: 'Tell us about the place you want power at.',
    notYet: "Signing up for power isn't available here yet.",
  },
  'change-hub': {
    title: 'Change Hub',
    purpose: 'Make changes to your services.',
    notYet: "The Change Hub isn't available here yet.",
  },
};
