import type { RouteKey } from './route-meta';

export interface PageCopy {
  /** The page's h1 (and the start of the document title). */
  title: string;
  /** One line under the title saying what the page is for. */
  purpose: string;
}

/*
 * Only the dashboard's title is given by the spec ('My Dashboard'); the others follow the
 * spec's purpose column and navigation labels, in its title case.
 */
export const pageCopy: Record<RouteKey, PageCopy> = {
  dashboard: {
    title: 'My Dashboard',
    purpose: 'See your accounts and services at a glance.',
  },
  login: {
    title: 'Sign In',
    purpose: 'Sign in to manage your account.',
  },
  'login-complete': {
    title: 'Signing You In',
    purpose: "We're finishing signing you in.",
  },
  logout: {
    title: 'Sign Out',
    purpose: 'Sign out of your account on this device.',
  },
  'logout-complete': {
    title: 'Signed Out',
    purpose: 'You have signed out of your account.',
  },
  'auto-login': {
    title: 'Signing You In',
    purpose: 'Signs you in from a staff access link.',
  },
  'login-problem': {
    title: "We Couldn't Sign You In",
    purpose: "It seems there's been a hiccup with your login.",
  },
  'confirm-delivery-address': {
    title: 'Confirm Your Return Address',
    purpose: 'Tell us where to send the bag for returning your modem.',
  },
  invitation: {
    title: 'Your Invitation',
    purpose: 'Accept an invitation to view an account.',
  },
  'online-payments': {
    title: 'Your Online Payment',
    purpose: 'See how your payment with your bank or card went.',
  },
  account: {
    title: 'My Details',
    purpose: 'See and update your name and contact details.',
  },
  payment: {
    title: 'Make a Payment',
    purpose: 'Pay your bill by card or online banking.',
  },
  'payment-method': {
    title: 'Payment Method',
    purpose: 'Choose how your bills are paid: direct debit or card.',
  },
  'bill-history': {
    title: 'My Bill History',
    purpose: 'See your past bills.',
  },
  billing: {
    title: 'Billing Details',
    purpose: 'See your billing address, bill cycle and next bill date.',
  },
  'transaction-history': {
    title: 'Transaction History',
    purpose: 'See the payments and charges on your account.',
  },
  invoice: {
    title: 'My Invoice',
    purpose: 'See what one bill is made of.',
  },
  'add-mobile-number': {
    title: 'Add a Prepay Number',
    purpose: 'Link a prepay mobile number to your account.',
  },
  notifications: {
    title: 'Notifications',
    purpose: 'Choose what we tell you, and by email, text or the inbox in the header.',
  },
  'payment-help': {
    title: 'Having Trouble Paying?',
    purpose:
      'Get more time to pay a bill, spread what you owe over a payment plan, or find free help.',
  },
  orders: {
    title: 'Your Orders',
    purpose: 'See where each order is, step by step, and when the next step is due.',
  },
  'smooth-pay': {
    title: 'Smooth Pay',
    purpose: 'Pay the same amount each week, fortnight or month, worked out from your bills.',
  },
  'email-management': {
    title: 'Email Management',
    purpose: 'Manage your mailboxes and their passwords.',
  },
  'move-house': {
    title: 'Move House',
    purpose: 'Take your services with you to a new address.',
  },
  management: {
    title: 'Management',
    purpose: 'Find a customer account and open it as the customer sees it.',
  },
  'siebel-management': {
    title: 'No Accounts Yet',
    purpose: "Your login isn't linked to an account with us yet.",
  },
  'voice-features': {
    title: 'Voice Features',
    purpose: 'Manage the calling features of your landline.',
  },
  broadband: {
    title: 'Broadband',
    purpose: 'See your broadband and landline services.',
  },
  'broadband-change-plan': {
    title: 'Change Broadband Plan',
    purpose: 'Pick a different broadband plan.',
  },
  'broadband-change-voice-plan': {
    title: 'Change Voice Plan',
    purpose: 'Pick a different landline plan.',
  },
  mobile: {
    title: 'Mobile',
    purpose: 'See your mobile numbers, balances and plans.',
  },
  'mobile-pause-connection': {
    title: 'Pause or Resume a Number',
    purpose: 'Pause a mobile number for a while, or turn it back on.',
  },
  'mobile-bring-your-number': {
    title: 'Bring Your Number',
    purpose: 'Move your mobile number to us from another provider.',
  },
  'mobile-usage': {
    title: 'Usage',
    purpose: 'See the data, calls and texts used on a mobile number.',
  },
  'mobile-usage-shared': {
    title: 'Shared Usage',
    purpose: 'See how your group uses its shared data.',
  },
  'mobile-change-plan': {
    title: 'Change Mobile Plan',
    purpose: 'Pick a different plan for a mobile number.',
  },
  'mobile-add-connection': {
    title: 'Add a Mobile Connection',
    purpose: 'Add another mobile number to your account.',
  },
  'prepay-top-up': {
    title: 'Prepay Top-up',
    purpose: 'Top up a prepay number, or set up Autopay.',
  },
  'prepay-spend-history': {
    title: 'Prepay Spend History',
    purpose: 'See the top-ups and spending on a prepay number.',
  },
  'sharing-beneficiaries': {
    title: 'Data Sharing',
    purpose: 'See who you share your data with.',
  },
  'manage-sharing': {
    title: 'Set Up Sharing',
    purpose: 'Share some of your data with another number.',
  },
  power: {
    title: 'Power',
    purpose: 'See your power plan and meter.',
  },
  'power-change-plan': {
    title: 'Change Power Plan',
    purpose: 'Pick a different power plan.',
  },
  'power-meter-reading': {
    title: 'Meter Reading',
    purpose: 'Send us a reading from your power meter.',
  },
  'power-site-access': {
    title: 'Change Meter Location',
    purpose: 'Tell us where your meter is and how to reach it.',
  },
  'power-medical-dependency': {
    title: 'Medically Dependent',
    purpose: 'Tell us if someone in your home depends on power for their health.',
  },
  'add-power': {
    title: 'Sign Up for Power',
    purpose: 'Add power to your account.',
  },
  'add-power-details': {
    title: 'Sign Up for Power: Your Details',
    purpose: 'Tell us about the place you want power at.',
  },
  'change-hub': {
    title: 'Change Hub',
    purpose: 'Make changes to your services.',
  },
};
