// What the main navigation offers an owner, written out by hand as spec-paths.ts is: the
// navigation's unit tests, the rendered navigation's tests and the browser tests all expect
// these, so a page the navigation drops or moves fails all three.

/** The main navigation's items, in the spec's order, for a household on the main brand. */
export const mainNavLabels = [
  'Dashboard',
  'Broadband',
  'Mobile',
  'Power',
  'My Bill History',
  'Email Management',
];

/** The pages under Mobile for the owner of postpay lines: label, then path. */
export const ownersMobilePages: [string, string][] = [
  ['Usage', '/mobile/usage'],
  ['Shared usage', '/mobile/usage-shared'],
  ['Change plan', '/mobile/change-plan'],
  ['Data sharing', '/mobile/sharing/sharing-beneficiaries'],
  ['Pause or resume', '/mobile/pause-connection'],
  ['Bring your number', '/mobile/bring-your-number'],
  ['Add a connection', '/mobile/add-mobile-connection'],
];

/** The pages under My Bill History (bills and payments) for the owner: label, then path. */
export const ownersBillPages: [string, string][] = [
  ['Make a payment', '/account/payment'],
  ['Transaction history', '/account/transaction-history'],
  ['Billing details', '/account/bill-details'],
  ['Payment method', '/account/payment-method'],
  ['Smooth pay', '/account/smooth-pay'],
];

/** The labels of `pages`, in order. */
export const labelsOf = (pages: [string, string][]) => pages.map(([label]) => label);
