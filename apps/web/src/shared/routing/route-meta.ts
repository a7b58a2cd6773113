import type { GatedFeature } from '@portal/domain';

/**
 * The one table of route metadata (spec section 2). Each file route attaches its entry
 * through `staticData` (see static-data.ts), so guards, navigation and pages read the same
 * facts. A key names a page, not a URL: alias paths (/ and /dashboard, the two
 * login-complete paths) share one key, as the spec's guard list does.
 */
export type RouteKey =
  | 'dashboard'
  | 'login'
  | 'login-complete'
  | 'logout'
  | 'logout-complete'
  | 'auto-login'
  | 'login-problem'
  | 'confirm-delivery-address'
  | 'invitation'
  | 'online-payments'
  | 'account'
  | 'payment'
  | 'payment-method'
  | 'bill-history'
  | 'billing'
  | 'transaction-history'
  | 'invoice'
  | 'add-mobile-number'
  | 'email-management'
  | 'notifications'
  | 'orders'
  | 'smooth-pay'
  | 'payment-help'
  | 'move-house'
  | 'management'
  | 'siebel-management'
  | 'voice-features'
  | 'broadband'
  | 'broadband-change-plan'
  | 'broadband-change-voice-plan'
  | 'mobile'
  | 'mobile-pause-connection'
  | 'mobile-bring-your-number'
  | 'mobile-usage'
  | 'mobile-usage-shared'
  | 'mobile-change-plan'
  | 'mobile-add-connection'
  | 'prepay-top-up'
  | 'prepay-spend-history'
  | 'sharing-beneficiaries'
  | 'manage-sharing'
  | 'power'
  | 'power-change-plan'
  | 'power-meter-reading'
  | 'power-site-access'
  | 'power-medical-dependency'
  | 'add-power'
  | 'add-power-details'
  | 'change-hub';

export type RouteLayout = 'anonymous' | 'default';

/** The named route guards of spec section 2, step 6. */
export type NamedGuardName = 'power' | 'addpower';

/** The web feature areas of docs/architecture.md. */
export type FeatureArea =
  | 'dashboard'
  | 'account'
  | 'billing'
  | 'payments'
  | 'mobile'
  | 'prepay'
  | 'power'
  | 'broadband'
  | 'voice'
  | 'people'
  | 'email'
  | 'move-house'
  | 'management'
  | 'auth';

export interface RouteMeta {
  key: RouteKey;
  /** Every path that shows this page; the first is the canonical one links use. */
  paths: readonly [string, ...string[]];
  /** Page a sub-page links back to, and whose navigation item stays highlighted. */
  parentKey: RouteKey | null;
  layout: RouteLayout;
  /** Open without sign-in (guard step 1 of spec section 2). */
  anonymous: boolean;
  /** Needs a selected account or service before it can show anything. */
  needsAccountContext: boolean;
  /** Null for routes no feature owns: the shell's own pages and older entry points. */
  featureArea: FeatureArea | null;
  /** Named guards run on entry (guard 6), in this order. */
  guards: readonly NamedGuardName[];
  /** The gated feature of spec section 6 the page offers; without it, the dashboard. */
  gatedFeature: GatedFeature | null;
}

interface Entry {
  paths: RouteMeta['paths'];
  area: FeatureArea | null;
  parent?: RouteKey;
  anonymous?: boolean;
  accountContext?: boolean;
  guards?: readonly NamedGuardName[];
  feature?: GatedFeature;
}

/*
 * Account context: the spec names "the power, broadband, mobile plan, account, payment,
 * billing, invoice and management pages" and counts nine keys. We read them as power,
 * broadband, mobile-change-plan, account (my details), payment, payment-method, billing
 * (bill details), invoice and management: payment-method is the ninth because it, like
 * payment, acts on the selected account's money, while lists such as bill history can
 * fall back to the default account. Sub-pages of power etc. get their context from the
 * named power guard, not from this flag.
 *
 * Parents: as the spec says, plus three of ours so every sub-page has a way back:
 * invoice under bill-history (invoices are opened from there), add-power-details
 * under add-power (the second step of one sign-up) and notifications (issue 28) under
 * account (my details links to it).
 */
const entries: Record<RouteKey, Entry> = {
  dashboard: { paths: ['/', '/dashboard'], area: 'dashboard' },
  login: { paths: ['/login'], area: 'auth', anonymous: true },
  'login-complete': {
    paths: ['/login/login-complete', '/login-complete'],
    area: 'auth',
    anonymous: true,
  },
  logout: { paths: ['/logout'], area: 'auth', anonymous: true },
  'logout-complete': {
    paths: ['/logout/logout-complete', '/logout-complete'],
    area: 'auth',
    anonymous: true,
  },
  'auto-login': { paths: ['/auto-login'], area: 'auth', anonymous: true },
  'login-problem': { paths: ['/login-problem'], area: 'auth', anonymous: true },
  'confirm-delivery-address': {
    paths: ['/confirm-delivery-address'],
    area: 'broadband',
    anonymous: true,
  },
  invitation: { paths: ['/invitation'], area: 'people', anonymous: true },
  'online-payments': { paths: ['/onlinepayments'], area: 'payments', anonymous: true },
  account: { paths: ['/account/my-details'], area: 'account', accountContext: true },
  payment: { paths: ['/account/payment'], area: 'payments', accountContext: true },
  'payment-method': { paths: ['/account/payment-method'], area: 'payments', accountContext: true },
  'bill-history': { paths: ['/account/bill-history'], area: 'billing' },
  billing: { paths: ['/account/bill-details'], area: 'billing', accountContext: true },
  'transaction-history': { paths: ['/account/transaction-history'], area: 'billing' },
  invoice: {
    paths: ['/account/invoice/$invoiceid'],
    area: 'billing',
    parent: 'bill-history',
    accountContext: true,
  },
  'add-mobile-number': { paths: ['/account/add-mobile-number'], area: 'prepay' },
  'email-management': { paths: ['/account/email-management'], area: 'email' },
  'move-house': { paths: ['/move-house'], area: 'move-house' },
  management: { paths: ['/management'], area: 'management', accountContext: true },
  'siebel-management': { paths: ['/get-started'], area: 'account' },
  notifications: { paths: ['/account/notifications'], area: 'account', parent: 'account' },
  orders: { paths: ['/account/orders'], area: 'account' },
  'smooth-pay': { paths: ['/account/smooth-pay'], area: 'billing' },
  'payment-help': { paths: ['/account/payment-help'], area: 'billing' },
  'voice-features': { paths: ['/voice/voice-features'], area: 'voice', feature: 'broadband' },
  broadband: {
    paths: ['/broadband'],
    area: 'broadband',
    accountContext: true,
    feature: 'broadband',
  },
  'broadband-change-plan': {
    paths: ['/broadband/change-broadband-plan'],
    area: 'broadband',
    parent: 'broadband',
    feature: 'broadband',
  },
  'broadband-change-voice-plan': {
    paths: ['/broadband/change-voice-plan'],
    area: 'broadband',
    parent: 'broadband',
    feature: 'broadband',
  },
  mobile: { paths: ['/mobile'], area: 'mobile', feature: 'mobile' },
  'mobile-pause-connection': {
    paths: ['/mobile/pause-connection'],
    area: 'mobile',
    parent: 'mobile',
    feature: 'mobile',
  },
  'mobile-bring-your-number': {
    paths: ['/mobile/bring-your-number'],
    area: 'mobile',
    parent: 'mobile',
    feature: 'mobile',
  },
  'mobile-usage': { paths: ['/mobile/usage'], area: 'mobile', parent: 'mobile', feature: 'mobile' },
  'mobile-usage-shared': {
    paths: ['/mobile/usage-shared'],
    area: 'mobile',
    parent: 'mobile',
    feature: 'mobile',
  },
  'mobile-change-plan': {
    paths: ['/mobile/change-plan'],
    area: 'mobile',
    parent: 'mobile',
    accountContext: true,
    feature: 'mobile',
  },
  'mobile-add-connection': {
    paths: ['/mobile/add-mobile-connection'],
    area: 'mobile',
    parent: 'mobile',
    feature: 'mobile',
  },
  'prepay-top-up': {
    paths: ['/mobile/prepay-top-up'],
    area: 'prepay',
    parent: 'mobile',
    feature: 'mobile',
  },
  'prepay-spend-history': {
    paths: ['/mobile/prepay-spend-history'],
    area: 'prepay',
    parent: 'mobile',
    feature: 'mobile',
  },
  'sharing-beneficiaries': {
    paths: ['/mobile/sharing/sharing-beneficiaries'],
    area: 'mobile',
    parent: 'mobile',
    feature: 'mobile',
  },
  'manage-sharing': {
    paths: ['/mobile/sharing/manage-sharing'],
    area: 'mobile',
    parent: 'sharing-beneficiaries',
    feature: 'mobile',
  },
  power: { paths: ['/power'], area: 'power', accountContext: true, guards: ['power'] },
  'power-change-plan': {
    paths: ['/power/change-power-plan'],
    area: 'power',
    parent: 'power',
    guards: ['power'],
  },
  'power-meter-reading': {
    paths: ['/power/meter-reading'],
    area: 'power',
    parent: 'power',
    guards: ['power'],
  },
  'power-site-access': {
    paths: ['/power/site-access'],
    area: 'power',
    parent: 'power',
    guards: ['power'],
  },
  'power-medical-dependency': {
    paths: ['/power/medical-dependency'],
    area: 'power',
    parent: 'power',
    guards: ['power'],
  },
  'add-power': { paths: ['/add-power'], area: 'power', guards: ['addpower'] },
  'add-power-details': {
    paths: ['/add-power/details'],
    area: 'power',
    parent: 'add-power',
    guards: ['addpower'],
  },
  // An older entry point kept so its links still land; the spec does not say what it shows.
  'change-hub': { paths: ['/change-hub'], area: null },
};

function toMeta(key: RouteKey, entry: Entry): RouteMeta {
  const anonymous = entry.anonymous ?? false;
  return {
    key,
    paths: entry.paths,
    parentKey: entry.parent ?? null,
    layout: anonymous ? 'anonymous' : 'default',
    anonymous,
    needsAccountContext: entry.accountContext ?? false,
    featureArea: entry.area,
    guards: entry.guards ?? [],
    gatedFeature: entry.feature ?? null,
  };
}

export const routeKeys = Object.keys(entries) as RouteKey[];

export const routeMeta = Object.fromEntries(
  routeKeys.map((key) => [key, toMeta(key, entries[key])]),
) as Record<RouteKey, RouteMeta>;
