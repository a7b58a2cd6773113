// Every path of spec section 2, written out by hand rather than read from the router, so a
// route the app forgets fails both the unit tests and the end-to-end tests. Each path is
// written once: in the pages open without sign-in or in those behind it.

/** The pages open without sign-in (spec section 2, guard 1). */
export const anonymousPaths = [
  '/login',
  '/login/login-complete',
  '/login-complete',
  '/logout',
  '/logout/logout-complete',
  '/logout-complete',
  '/auto-login',
  '/confirm-delivery-address',
  '/onlinepayments',
  // Ours: a login problem page.
  '/login-problem',
  // Ours: where an invitation email's link opens (decision 027).
  '/invitation',
];

/** The pages behind sign-in, in the spec's order. */
export const signedInPaths = [
  '/',
  '/dashboard',
  '/account/my-details',
  '/account/payment',
  '/account/payment-method',
  '/account/bill-history',
  '/account/bill-details',
  '/account/transaction-history',
  '/account/invoice/$invoiceid',
  '/account/add-mobile-number',
  '/account/email-management',
  // Ours: the preference centre of issue 28 (what the account is told, and by which channel).
  '/account/notifications',
  // Ours: the order tracker of issue 30 (where each order is, step by step).
  '/account/orders',
  // Ours: smooth pay of issue 30 (a steady amount from 12 months of bills).
  '/account/smooth-pay',
  // Ours: help when paying is hard (issue 30, decision 061).
  '/account/payment-help',
  '/move-house',
  '/management',
  '/voice/voice-features',
  '/broadband',
  '/broadband/change-broadband-plan',
  '/broadband/change-voice-plan',
  '/mobile',
  '/mobile/pause-connection',
  '/mobile/bring-your-number',
  '/mobile/usage',
  '/mobile/usage-shared',
  '/mobile/change-plan',
  '/mobile/add-mobile-connection',
  '/mobile/prepay-top-up',
  '/mobile/prepay-spend-history',
  '/mobile/sharing/sharing-beneficiaries',
  '/mobile/sharing/manage-sharing',
  '/power',
  '/power/change-power-plan',
  '/power/meter-reading',
  '/power/site-access',
  // Ours (issue 30): the spec has no page for medically dependent consumers.
  '/power/medical-dependency',
  '/add-power',
  '/add-power/details',
  '/change-hub',
  // Ours: the spec names the route siebel-management without a path (ours is /get-started,
  // a path a customer reads).
  '/get-started',
];

/** Every path of spec section 2, and ours beside them. */
export const specPaths = [...signedInPaths, ...anonymousPaths];
