import { randomUUID } from 'node:crypto';
import type { RouteRow } from './route-policy-types';

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
const MEMBER = '0221234568';
const MOBILE = '/api/mobile/v2/management/accounts/:accountCode';
const ORDERING = '/api/mobile/v2/ordering/accounts/:accountCode';
const PAYMENTS = '/api/payments/v2/accounts/:accountCode';
const PREPAY =
  '/api/mobile/v2/prepay/management/accountCode/:accountCode/serviceEntities/:serviceEntity';
const RECHARGE =
  '/api/recharge/v1/configuration/accounts/:accountCode/serviceEntities/:serviceEntity';
const idempotent = { 'idempotency-key': randomUUID() };

/** Mobile, plans, orders, payments, prepay; then the session, the gateway and what is left out. */
export const OTHER_ROUTE_POLICIES: Record<string, RouteRow> = {
  [`GET ${MOBILE}/mobileServices`]: { policy: 'holders' },
  [`GET ${MOBILE}/mobileServices/:serviceEntity/walletBalance`]: {
    policy: 'holders',
    allowed: 404,
    why: 'a postpay line has no wallet',
  },
  [`PUT ${MOBILE}/mobileServices/:id/serviceEntityDetails`]: {
    policy: 'owner-or-staff',
    params: { id: '0211234567' },
  },
  [`POST ${MOBILE}/mobileServices/:id/barSettings`]: {
    policy: 'owner-or-staff',
    params: { id: '0211234567' },
  },
  [`POST ${MOBILE}/changeSpendLimits`]: { policy: 'owner-or-staff' },
  [`POST ${MOBILE}/mobileServices/:id/changeSimBlock`]: {
    policy: 'owner-or-staff',
    params: { id: '0211234567' },
  },
  [`PUT ${MOBILE}/mobileServices/:id/pauseState`]: {
    policy: 'owner-or-staff',
    params: { id: '0211234567' },
  },
  [`GET ${ORDERING}/serviceEntities/:id/availableNumbers`]: {
    policy: 'holders',
    params: { id: '0211234567' },
  },
  [`POST ${ORDERING}/serviceEntities/:id/changeNumber`]: {
    policy: 'owner-or-staff',
    params: { id: '0211234567' },
  },
  [`POST ${ORDERING}/portIn`]: { policy: 'owner-or-staff' },
  'GET /api/mobile/v2/catalog/accounts/:accountCode/mobileServices/:id/changePlanOptions': {
    policy: 'holders',
    params: { id: MEMBER },
  },
  'GET /api/mobile/v2/catalog/accounts/:accountCode/mobileServices/:id/addonPlans': {
    policy: 'holders',
    params: { id: MEMBER },
    query: 'salesChannel=SelfService',
  },
  [`POST ${ORDERING}/serviceEntities/:id/stopAddonRenewal`]: {
    policy: 'owner-or-staff',
    params: { id: MEMBER },
  },
  [`GET ${MOBILE}/groupPlanServices`]: { policy: 'holders' },
  'GET /api/mobile/v2/metadata/businessGroup': { policy: 'signed-in', allowed: 400 },
  [`GET ${MOBILE}/mobileServices/:id/prepayTransactionHistory`]: {
    policy: 'holders',
    params: { id: '0211234567' },
    allowed: 404,
    why: 'a postpay line has no prepay history',
  },
  [`GET ${ORDERING}/newLine/options`]: { policy: 'holders' },
  [`POST ${ORDERING}/newLine/orderToken`]: { policy: 'owner-or-staff' },
  [`GET ${ORDERING}/newLine/orders`]: { policy: 'holders' },

  // sales orders
  'POST /api/sales/v3/ordering/accounts/:accountCode/orderImpact': {
    policy: 'owner-or-staff',
    query: 'orderType=productChange',
  },
  'POST /api/sales/v3/ordering/accounts/:accountCode/productChangeOrders': {
    policy: 'owner-or-staff',
  },
  'POST /api/sales/v3/ordering/accounts/:accountCode/addProductOrders': {
    policy: 'owner-or-staff',
  },
  'POST /api/sales/v3/ordering/accounts/:accountCode/cancellationOrders': {
    policy: 'owner-or-staff',
  },
  'POST /api/sales/v3/ordering/accounts/:accountCode/moveAddressOrders': {
    policy: 'owner-or-staff',
    headers: idempotent,
  },
  'GET /api/sales/v3/ordering/accounts/:accountCode/orders': { policy: 'holders' },
  'GET /api/sales/v3/ordering/accounts/:accountCode/orderTracker': { policy: 'holders' },
  // An order that is not there: those let in are told so, and nothing changes.
  'POST /api/sales/v3/ordering/accounts/:accountCode/orders/:orderId/cancel': {
    policy: 'owner-or-staff',
    params: { orderId: '0d3b5c4e-0000-4000-8000-000000000000' },
    allowed: 404,
  },
  'POST /api/sales/v4/ordering/accounts/:accountCode/orders': { policy: 'owner-or-staff' },
  'GET /api/staff/accounts': { policy: 'staff', query: 'query=Ngata' },
  'GET /api/staff/accounts/:accountCode/auditTrail': { policy: 'staff', query: 'pageSize=5' },
  'POST /api/staff/secondFactorResets': { policy: 'staff', allowed: 400 },
  'GET /api/staff/correctionRequests': { policy: 'staff' },
  'POST /api/staff/correctionRequests/:requestId/close': {
    policy: 'staff',
    params: { requestId: MISSING_UUID },
    allowed: 400,
  },

  // payments
  [`GET ${PAYMENTS}/recurringPaymentMethod`]: { policy: 'holders' },
  [`PUT ${PAYMENTS}/recurringPaymentMethod`]: { policy: 'owner-or-staff' },
  [`GET ${PAYMENTS}/surcharges`]: { policy: 'holders' },
  [`GET ${PAYMENTS}/creditcards`]: { policy: 'holders' },
  [`DELETE ${PAYMENTS}/creditcards/:cardId`]: {
    policy: 'owner-or-staff',
    params: { cardId: MISSING_UUID },
    allowed: 404,
  },
  [`POST ${PAYMENTS}/transactions`]: { policy: 'owner-or-staff', headers: idempotent },
  [`POST ${PAYMENTS}/transactions/:id/process`]: {
    policy: 'owner-or-staff',
    params: { id: MISSING_UUID },
    allowed: 404,
  },
  [`POST ${PAYMENTS}/payments`]: { policy: 'owner-or-staff', headers: idempotent },
  [`POST ${PAYMENTS}/creditCardTransactions`]: { policy: 'owner-or-staff' },
  [`POST ${PAYMENTS}/creditCardTransactions/:id/process`]: {
    policy: 'owner-or-staff',
    params: { id: 'gtx_does_not_exist' },
    allowed: 404,
  },
  'GET /api/payments/v2/onlinePayments/:transactionGuid': {
    policy: 'public',
    params: { transactionGuid: MISSING_UUID },
    query: 'transaction_local_id=1',
    allowed: 404,
    why: 'the outcome page of a hosted payment, found by its unguessable guid',
  },

  // prepay and top-ups (a postpay line of 30000001: passes the check, then is not prepay)
  'GET /api/mobile/v2/prepay/management/serviceEntities/:serviceEntity/validateActiveService': {
    policy: 'signed-in',
  },
  [`POST ${PREPAY}/autopay`]: { policy: 'owner-or-staff' },
  [`DELETE ${PREPAY}/autopay`]: { policy: 'owner-or-staff', allowed: 404 },
  [`PUT ${PREPAY}/autoTopup`]: { policy: 'owner-or-staff' },
  [`DELETE ${PREPAY}/autoTopup`]: { policy: 'owner-or-staff', allowed: 404 },
  [`PUT ${PREPAY}/monthlyAutoTopup`]: { policy: 'owner-or-staff' },
  [`DELETE ${PREPAY}/monthlyAutoTopup`]: {
    policy: 'owner-or-staff',
    query: 'targetMsisdn=0211234567',
    allowed: 404,
  },
  [`GET ${RECHARGE}`]: { policy: 'holders', allowed: 404 },
  [`PUT ${RECHARGE}/autoPay`]: { policy: 'owner-or-staff' },
  [`DELETE ${RECHARGE}/autoPay`]: { policy: 'owner-or-staff', allowed: 404 },
  [`PUT ${RECHARGE}/autotopup`]: { policy: 'owner-or-staff' },
  [`DELETE ${RECHARGE}/autotopup`]: { policy: 'owner-or-staff', allowed: 404 },
  [`PUT ${RECHARGE}/monthlyAutoTopup`]: { policy: 'owner-or-staff' },
  [`DELETE ${RECHARGE}/monthlyAutoTopup`]: {
    policy: 'owner-or-staff',
    query: 'targetServiceEntity=0211234567',
    allowed: 404,
  },
  'GET /api/recharge/v1/maintenanceWindows/active': { policy: 'signed-in' },
  'POST /api/recharge/v1/payments/accounts/:accountCode/cards/:cardId/payment': {
    policy: 'owner-or-staff',
    params: { cardId: MISSING_UUID },
    headers: idempotent,
  },
  'POST /api/recharge/v1/payments/accounts/:accountCode/initiatePayment': {
    policy: 'owner-or-staff',
    headers: idempotent,
  },
  'POST /api/recharge/v1/accounts/:accountCode/rechargeTransactions/:rechargeTransactionId/process':
    { policy: 'owner-or-staff', params: { rechargeTransactionId: MISSING_UUID } },

  // modem returns: a link in a letter, for people who may not have a log-in
  'POST /api/modemReturns/lookup': { policy: 'public', allowed: 400 },
  'POST /api/modemReturns/confirm': { policy: 'public', allowed: 400 },
  'POST /api/dev/modemReturns': {
    policy: 'public',
    allowed: 400,
    why: 'issues a demo return link; not mounted in production',
  },

  // the session endpoint (backend-for-frontend): always the caller's own session
  'GET /session': {
    policy: 'own-session',
    head: 405,
    why: 'the session endpoint allows the methods spec section 5 lists, HEAD not among them',
  },
  'POST /session': { policy: 'own-session', allowed: 400 },
  'PATCH /session': { policy: 'own-session', allowed: 400 },
  'DELETE /session': {
    policy: 'own-session',
    only: ['anonymous'],
    why: "a signed-in persona's call would end the session the other rows use",
  },
  'POST /session/login': { policy: 'own-session', allowed: 400 },
  'POST /session/login-complete': { policy: 'own-session', allowed: 400 },
  'POST /session/staff-access': { policy: 'own-session', allowed: 400 },
  // Keeps the session's tokens until the new sign-in comes back (decision 052).
  'POST /session/reauthenticate': {
    policy: 'own-session',
    json: { destinationUrl: '/mobile' },
    expected: { anonymous: 401 },
    why: 'someone signed out has no sign-in to renew',
  },
  'POST /session/logout': {
    policy: 'own-session',
    only: ['anonymous'],
    why: "a signed-in persona's call would end the session the other rows use",
  },

  // the sandbox gateway: another party; the portal's session opens nothing there
  'POST /gateway/api/v1/transactions': { policy: 'provider-key' },
  'GET /gateway/api/v1/transactions/:id': { policy: 'provider-key', params: { id: 'gtx_none' } },
  'POST /gateway/api/v1/tokens/:token/transactions': {
    policy: 'provider-key',
    params: { token: 'tok_none' },
  },
  'DELETE /gateway/api/v1/tokens/:token': { policy: 'provider-key', params: { token: 'tok_none' } },
  'POST /gateway/api/v1/transactions/:id/card': {
    policy: 'capability',
    params: { id: 'gtx_none' },
    allowed: 400,
  },
  // the sandbox text-message provider: another party, reached with its API key
  'POST /sms-sandbox/api/v1/messages': { policy: 'provider-key' },
  'GET /sms-sandbox/api/v1/messages/:id': { policy: 'provider-key', params: { id: 'none' } },
  // its delivery reports to the portal: signed with that key, or refused
  'POST /webhooks/sms-delivery-reports': { policy: 'provider-key' },
  'GET /gateway/pay/:id': { policy: 'capability', params: { id: 'gtx_none' }, allowed: 404 },
  'POST /gateway/pay/:id': { policy: 'capability', params: { id: 'gtx_none' }, allowed: 400 },
  'POST /gateway/pay/:id/bank': { policy: 'capability', params: { id: 'gtx_none' }, allowed: 400 },
  'POST /gateway/pay/:id/cancel': {
    policy: 'capability',
    params: { id: 'gtx_none' },
    allowed: 400,
  },

  // not product routes
  ...Object.fromEntries(
    [
      '/api/docs',
      '/api/docs/static/index.html',
      '/api/docs/static/swagger-initializer.js',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/*',
    ].map((url) => [`GET ${url}`, { excluded: 'the OpenAPI description: no data' }]),
  ),
  'GET /healthz': { excluded: 'liveness probe: no data' },
  'GET /readyz': { excluded: 'readiness probe: no data' },
  'GET /app-config.json': { excluded: "the browser's public configuration: no data" },
  'GET /dev/outbox': { excluded: 'development page, not mounted in production' },
  'GET /dev/outbox.json': { excluded: 'development page, not mounted in production' },
  'POST /dev/prepay-spend': { excluded: 'development aid, not mounted in production' },
  'POST /dev/dishonour-direct-debit': { excluded: 'development aid, not mounted in production' },
  'GET /dev/outbox/:id': { excluded: 'development page, not mounted in production' },
  'POST /dev/mobile-data-use': { excluded: 'development aid, not mounted in production' },
  'POST /dev/send-offer': { excluded: 'development aid, not mounted in production' },
  'GET /unsubscribe/assets/server-page.css': { excluded: 'a style sheet' },
  'GET /unsubscribe/assets/unsubscribe.css': { excluded: 'a style sheet' },
  'GET /unsubscribe/:token': {
    excluded: 'a page that asks; the unguessable token in the link is the permission',
  },
  'POST /unsubscribe/:token': {
    excluded: 'turns offers by email off for the account the unguessable token names',
  },
  'GET /idp/assets/server-page.css': { excluded: 'a style sheet' },
  'GET /idp/assets/login.css': { excluded: 'a style sheet' },
  'GET /idp/assets/brand.css': { excluded: 'a style sheet' },
  'GET /idp/assets/show-password.js': { excluded: 'the sign-in pages\' "Show password" script' },
  'GET /idp/assets/passkey-sign-in.js': { excluded: "the sign-in page's passkey script" },
  'GET /idp/assets/staff-passkey.js': { excluded: "the staff second step's passkey script" },
  'GET /idp/assets/webauthn-browser.js': { excluded: "@simplewebauthn/browser's bundle" },
  'GET /gateway/assets/server-page.css': { excluded: 'a style sheet' },
  'GET /gateway/assets/gateway.css': { excluded: 'a style sheet' },
  ...Object.fromEntries(
    [
      'GET /idp/interaction/:uid',
      'POST /idp/interaction/:uid/login',
      'POST /idp/interaction/:uid/passkey/options',
      'POST /idp/interaction/:uid/passkey',
      'GET /idp/interaction/:uid/second-factor',
      'POST /idp/interaction/:uid/second-factor',
      'POST /idp/interaction/:uid/second-factor/passkey/registration/options',
      'POST /idp/interaction/:uid/second-factor/passkey/registration',
      'POST /idp/interaction/:uid/second-factor/passkey/options',
      'POST /idp/interaction/:uid/second-factor/passkey',
      'GET /idp/forgot-password',
      'POST /idp/forgot-password',
      'GET /idp/reset-password',
      'POST /idp/reset-password',
      'GET /idp/register',
      'POST /idp/register',
      'POST /idp/register/send',
      'POST /idp/register/complete',
      'POST /idp/staff-access/token',
      'GET /idp/*',
      'POST /idp/*',
      'OPTIONS /idp/*',
    ].map((key) => [
      key,
      {
        excluded:
          'OpenID Provider protocol and its sign-in, reset and register pages: identity tests cover them',
      },
    ]),
  ),
};
