import { randomUUID } from 'node:crypto';
import { makePkce } from '../../identity/testing/sign-in-flow';
import {
  initiateRegisterNumberBody,
  verifyRegisterNumberBody,
} from '../../identity/iam/testing/register-number';
import { hemisInvitation } from '../../../../../test-support/invitations';
import type { RouteRow } from './route-policy-types';
import { OTHER_ROUTE_POLICIES } from './route-policies-other';

/**
 * Who may call each product route under /api, by the route as the server registers it.
 * Path parameters default to account 30000001 and its line 0211234567; ids that would
 * change demo data point at nothing, so a pass shows as 404. A route missing here, or a
 * row naming no route, fails the route-table matrix.
 */
const MISSING = '999999';
const INTERNET = 'INT-3000000101';
const VOICE = 'VOI-3000000101';
const MEMBER = '0221234568';
const RANGE = 'from=2026-01-01&to=2026-01-31';
/** Aroha's power connection over a month of its half-hourly reads. */
const POWER_RANGE = `icp=0001234567UN7E1&${RANGE}`;
/** A well-formed WebAuthn answer that answers no challenge. */
const NO_PASSKEY = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
  clientExtensionResults: {},
};

/**
 * A broadband or voice service's plans, what a change would do, and the change: the same
 * three routes and policies for both products.
 */
const planChangeRoutes = (
  service: 'internetServices' | 'voiceServices',
  id: string,
): Record<string, RouteRow> => ({
  [`GET /api/accounts/:accountCode/${service}/:id/plans`]: { policy: 'holders', params: { id } },
  [`GET /api/accounts/:accountCode/${service}/:id/planChangeImpact`]: {
    policy: 'holders',
    params: { id },
    allowed: 400,
    why: 'no plan named: every holder passes and is asked which plan',
  },
  [`POST /api/accounts/:accountCode/${service}/:id/planChangeOrders`]: {
    policy: 'owner-or-staff',
    params: { id },
  },
});

const API_ROUTE_POLICIES: Record<string, RouteRow> = {
  // identity module's API (spec 7: /iam, /salesPeople)
  'GET /api/iam/Users/me': { policy: 'signed-in' },
  'GET /api/salesPeople/me': { policy: 'staff' },
  'PUT /api/iam/Users/:id/password': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'PUT',
      url: `/api/iam/Users/${await userGuidOf('owner')}/password`,
      json: { oldPassword: 'not-my-password', newPassword: 'Tui-Kereru-Moa-42!' },
    }),
    allowed: 400,
    why: "Aroha's own id with a wrong current password: she passes and is refused after",
  },
  'POST /api/iam/calculatepasswordcomplexity': { policy: 'signed-in', json: { password: '' } },
  // A person's own passkeys (decision 051): each persona asks about Aroha's.
  'GET /api/iam/Users/:id/passkeys': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'GET',
      url: `/api/iam/Users/${await userGuidOf('owner')}/passkeys`,
    }),
  },
  'POST /api/iam/Users/:id/passkeys/registrationOptions': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'POST',
      url: `/api/iam/Users/${await userGuidOf('owner')}/passkeys/registrationOptions`,
    }),
  },
  'POST /api/iam/Users/:id/passkeys': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'POST',
      url: `/api/iam/Users/${await userGuidOf('owner')}/passkeys`,
      json: { response: NO_PASSKEY },
    }),
    allowed: 400,
    why: 'an answer to no challenge: Aroha passes and is told the passkey was not added',
  },
  'PATCH /api/iam/Users/:id/passkeys/:passkeyId': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'PATCH',
      url: `/api/iam/Users/${await userGuidOf('owner')}/passkeys/${randomUUID()}`,
      json: { name: 'Phone' },
    }),
    allowed: 404,
    why: 'a passkey nobody has: Aroha passes and hears it is not hers',
  },
  'DELETE /api/iam/Users/:id/passkeys/:passkeyId': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'DELETE',
      url: `/api/iam/Users/${await userGuidOf('owner')}/passkeys/${randomUUID()}`,
    }),
    allowed: 404,
    why: 'a passkey nobody has: Aroha passes and hears it is not hers',
  },
  'GET /api/iam/accounts/:accountCode/users': { policy: 'owner-or-staff' },
  'GET /api/iam/accounts/:accountCode/pendingusers': { policy: 'owner-or-staff' },
  'POST /api/iam/users': {
    policy: 'owner-or-staff',
    checkedInHandler: true,
    request: ({ who }) => ({
      method: 'POST',
      url: '/api/iam/users',
      json: hemisInvitation({
        email: `hemi.route-table.${who}@example.nz`,
        mobileNumber: '0211239999',
      }),
    }),
    allowed: 201,
    why: 'the account is in the body, so the handler checks it: an invitation per persona',
  },
  'DELETE /api/iam/users/:id/claims': {
    policy: 'owner-or-staff',
    checkedInHandler: true,
    request: () => ({
      method: 'DELETE',
      url: `/api/iam/users/${randomUUID()}/claims?claimType=Account&claimValue=30000001`,
    }),
    allowed: 404,
  },
  'DELETE /api/iam/accounts/:accountCode/pendingusers/:id': {
    policy: 'owner-or-staff',
    params: { id: randomUUID() },
    allowed: 404,
  },
  'POST /api/iam/accounts/:accountCode/pendingusers/:id/resend': {
    policy: 'owner-or-staff',
    params: { id: randomUUID() },
    allowed: 404,
  },
  'POST /api/invitations/lookup': { policy: 'public', allowed: 400 },
  'POST /api/invitations/accept-new-login': { policy: 'public', allowed: 400 },
  'POST /api/invitations/accept': { policy: 'signed-in', allowed: 400 },
  'PUT /api/iam/users/:id/contactDetails': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'PUT',
      url: `/api/iam/users/${await userGuidOf('owner')}/contactDetails`,
      json: { firstName: 'Aroha' },
    }),
  },
  // who touched my account (issue 29): a customer's own sign-ins; staff are refused
  'GET /api/iam/Users/:id/signIns': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'GET',
      url: `/api/iam/Users/${await userGuidOf('owner')}/signIns`,
    }),
  },
  'GET /api/iam/Users/:id/sessions': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'GET',
      url: `/api/iam/Users/${await userGuidOf('owner')}/sessions`,
    }),
  },
  'POST /api/iam/Users/:id/sessions/endOthers': {
    policy: 'self',
    request: async ({ who, userGuidOf }) => ({
      method: 'POST',
      url: `/api/iam/Users/${await userGuidOf('owner')}/sessions/endOthers`,
      json: { keep: who === 'owner' ? 'not-said' : 'this-session' },
    }),
    allowed: 400,
    why: 'Aroha sends a body that does not say which to keep: she passes, nothing is signed out',
  },
  'DELETE /api/iam/Users/:id/sessions/:sessionId': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'DELETE',
      url: `/api/iam/Users/${await userGuidOf('owner')}/sessions/no-such-session`,
    }),
    allowed: 404,
    why: 'a sign-in that is not hers: she passes and is told it has ended',
  },
  // your data on demand (issue 30): a person's own archive and corrections; staff refused
  'POST /api/iam/Users/:id/dataExports': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'POST',
      url: `/api/iam/Users/${await userGuidOf('owner')}/dataExports`,
    }),
  },
  'GET /api/iam/Users/:id/dataExports': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'GET',
      url: `/api/iam/Users/${await userGuidOf('owner')}/dataExports`,
    }),
  },
  'GET /api/iam/Users/:id/dataExports/:exportId/archive': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'GET',
      url: `/api/iam/Users/${await userGuidOf('owner')}/dataExports/00000000-0000-4000-8000-000000000000/archive`,
    }),
    allowed: 404,
    why: 'an archive that is not there: she passes and is told so',
  },
  'POST /api/iam/Users/:id/correctionRequests': {
    policy: 'self',
    request: async ({ who, userGuidOf }) => ({
      method: 'POST',
      url: `/api/iam/Users/${await userGuidOf('owner')}/correctionRequests`,
      json: who === 'owner' ? {} : { what: 'My name', correction: 'Aroha Ngata' },
    }),
    allowed: 400,
    why: 'Aroha sends an empty request: she passes and is asked what to correct',
  },
  'GET /api/iam/Users/:id/correctionRequests': {
    policy: 'self',
    request: async ({ userGuidOf }) => ({
      method: 'GET',
      url: `/api/iam/Users/${await userGuidOf('owner')}/correctionRequests`,
    }),
  },
  'GET /api/iam/AtgScp/Url': {
    policy: 'holders',
    checkedInHandler: true,
    query: 'accountCode=30000001',
  },
  'POST /api/iam/AtgScp/Token': { policy: 'client-credentials' },
  'POST /api/iam/registerNumber/initiate': {
    policy: 'self',
    request: () => ({
      method: 'POST',
      url: '/api/iam/registerNumber/initiate',
      json: initiateRegisterNumberBody('0211234567'),
    }),
    allowed: 400,
    expected: { otherCustomer: 400, readUser: 400 },
    why: 'acts on the caller only: every customer passes, then a postpay number is refused',
  },
  'POST /api/iam/registerNumber/verify': {
    policy: 'self',
    request: async ({ who, userGuidOf }) => ({
      method: 'POST',
      url: '/api/iam/registerNumber/verify',
      json: verifyRegisterNumberBody(
        who === 'anonymous' ? randomUUID() : await userGuidOf(who),
        '0201234599',
        '123456',
        makePkce().verifier,
      ),
    }),
    allowed: 400,
    expected: { otherCustomer: 400, readUser: 400 },
    why: 'acts on the caller only: every customer passes, then no code was sent',
  },
  'POST /api/iam/staffAccess': { policy: 'staff', allowed: 400 },

  // accounts
  'GET /api/accounts/:accountCode': { policy: 'holders' },
  'GET /api/accounts/:accountCode/products': { policy: 'holders' },
  'GET /api/accounts/:accountCode/offers': { policy: 'holders' },
  'GET /api/offers/v2/accounts/:accountCode/offers': { policy: 'holders' },
  'GET /api/accounts/:accountCode/gst': { policy: 'holders' },
  'GET /api/accounts/:accountCode/internetServices': { policy: 'holders' },
  'GET /api/accounts/:accountCode/mobileAlerts': { policy: 'holders' },
  // notifications (issue 28): the matrix's save is the demo's own (nothing chosen, no extras)
  'GET /api/accounts/:accountCode/notificationPreferences': { policy: 'holders' },
  'PUT /api/accounts/:accountCode/notificationPreferences': {
    policy: 'owner-or-staff',
    json: { choices: [], extraEmails: [], extraMobiles: [], dataAlertPercent: null },
  },
  'GET /api/accounts/:accountCode/inbox': { policy: 'holders' },
  'GET /api/accounts/:accountCode/staffOpenings': { policy: 'holders' },
  'POST /api/accounts/:accountCode/inbox/read': { policy: 'holders', json: { upToId: 0 } },
  'PUT /api/accounts/:accountCode/contactInformation': { policy: 'owner-or-staff' },
  'PUT /api/accounts/:accountCode/billingDetails': { policy: 'owner-or-staff' },
  'GET /api/accounts/:accountCode/internetServices/:id/features/portfiltering': {
    policy: 'holders',
    params: { id: INTERNET },
  },
  'PUT /api/accounts/:accountCode/internetServices/:id/features/portfiltering': {
    policy: 'owner-or-staff',
    params: { id: INTERNET },
  },
  'GET /api/accounts/:accountCode/linkedNumbers': { policy: 'holders' },
  'POST /api/accounts/:accountCode/linkedNumbers': { policy: 'owner-or-staff' },
  'DELETE /api/accounts/:accountCode/linkedNumbers/:id': {
    policy: 'owner-or-staff',
    params: { id: MISSING },
    allowed: 404,
  },
  'GET /api/accounts/:accountCode/serviceAddresses': { policy: 'holders' },
  'GET /api/accounts/:accountCode/interestfree/agreements': { policy: 'holders' },
  'GET /api/accounts/:accountCode/interestfree/agreements/:id': {
    policy: 'holders',
    params: { id: MISSING },
    allowed: 404,
  },

  // email
  'GET /api/accounts/:accountCode/mailboxes': { policy: 'holders' },
  'POST /api/accounts/:accountCode/mailboxes': { policy: 'owner-or-staff' },
  'DELETE /api/accounts/:accountCode/mailboxes/:id': {
    policy: 'owner-or-staff',
    params: { id: MISSING },
    allowed: 404,
  },
  'PUT /api/accounts/:accountCode/mailboxes/:id/password': {
    policy: 'owner-or-staff',
    params: { id: MISSING },
  },

  // broadband, voice, power
  ...planChangeRoutes('internetServices', INTERNET),
  'GET /api/accounts/:accountCode/voiceServices': { policy: 'holders' },
  'GET /api/accounts/:accountCode/voiceServices/:id/features': {
    policy: 'holders',
    params: { id: VOICE },
  },
  'PUT /api/accounts/:accountCode/voiceServices/:id/features': {
    policy: 'owner-or-staff',
    params: { id: VOICE },
  },
  ...planChangeRoutes('voiceServices', VOICE),
  'GET /api/accounts/:accountCode/power': { policy: 'holders' },
  'POST /api/accounts/:accountCode/power/meterReadings': { policy: 'owner-or-staff' },
  'PUT /api/accounts/:accountCode/power/siteAccess': { policy: 'owner-or-staff' },
  'GET /api/accounts/:accountCode/power/plans': { policy: 'holders' },
  'POST /api/accounts/:accountCode/power/planChangeOrders': { policy: 'owner-or-staff' },
  'GET /api/accounts/:accountCode/power/icpLookup': { policy: 'holders', allowed: 400 },
  'POST /api/accounts/:accountCode/power/signUpOrders': { policy: 'owner-or-staff' },
  'GET /api/accounts/:accountCode/power/consumption': {
    policy: 'holders',
    query: `${POWER_RANGE}&grain=day`,
  },
  'GET /api/accounts/:accountCode/power/consumption.eiep13a': {
    policy: 'holders',
    query: POWER_RANGE,
  },
  'GET /api/accounts/:accountCode/power/consumption.csv': { policy: 'holders', query: POWER_RANGE },
  // Medical dependency and alternate contact (decision 063): health details and a third
  // person's contact are the owner's and staff's; a read-only user sees neither.
  'GET /api/accounts/:accountCode/power/medicalDependency': { policy: 'owner-or-staff' },
  'POST /api/accounts/:accountCode/power/medicalDependency': { policy: 'owner-or-staff' },
  'PUT /api/accounts/:accountCode/power/medicalDependency/practitionerConfirmation': {
    policy: 'owner-or-staff',
    allowed: 400,
    why: 'no file sent: those let in are asked to choose one',
  },
  'GET /api/accounts/:accountCode/power/medicalDependency/practitionerConfirmation': {
    policy: 'owner-or-staff',
    allowed: 404,
    why: 'the demo account has no confirmation file: those let in hear there is none',
  },
  'POST /api/staff/accounts/:accountCode/medicalDependency/confirm': {
    policy: 'staff',
    allowed: 404,
    why: 'the demo account has no application to confirm',
  },
  'POST /api/staff/accounts/:accountCode/medicalDependency/decline': {
    policy: 'staff',
    allowed: 400,
  },
  'GET /api/accounts/:accountCode/alternateContact': { policy: 'owner-or-staff' },
  'PUT /api/accounts/:accountCode/alternateContact': { policy: 'owner-or-staff' },
  'DELETE /api/accounts/:accountCode/alternateContact': {
    policy: 'owner-or-staff',
    allowed: 200,
    why: 'the demo account has no alternate contact: removing none changes nothing',
  },

  // billing
  'GET /api/visibill/v2/accounts/:accountCode/billDates': { policy: 'holders' },
  'GET /api/visibill/v2/accounts/:accountCode/billingSummary': { policy: 'holders' },
  'GET /api/visibill/v2/accounts/:accountCode/invoices': { policy: 'holders' },
  'GET /api/visibill/v2/accounts/:accountCode/upcomingCharges': { policy: 'holders' },
  'GET /api/accounts/:accountCode/billForecast': { policy: 'holders' },
  'GET /api/accounts/:accountCode/costToLeave': { policy: 'holders' },
  'GET /api/accounts/:accountCode/planTerms': { policy: 'holders' },
  'GET /api/accounts/:accountCode/smoothPay': { policy: 'holders' },
  'POST /api/accounts/:accountCode/smoothPay': { policy: 'owner-or-staff', allowed: 400 },
  'POST /api/accounts/:accountCode/smoothPay/stop': { policy: 'owner-or-staff', allowed: 400 },
  'GET /api/accounts/:accountCode/paymentArrangements': { policy: 'holders' },
  'POST /api/accounts/:accountCode/paymentArrangements': { policy: 'owner-or-staff' },
  'POST /api/accounts/:accountCode/paymentArrangements/:arrangementId/cancel': {
    policy: 'owner-or-staff',
    params: { arrangementId: randomUUID() },
  },
  'GET /api/visibill/v2/accounts/:accountCode/invoices/:invoiceId': {
    policy: 'holders',
    params: { invoiceId: MISSING },
    allowed: 404,
  },
  'GET /api/visibill/v2/accounts/:accountCode/invoices/:invoiceId/changes': {
    policy: 'holders',
    params: { invoiceId: MISSING },
    allowed: 404,
  },
  'GET /api/visibill/v2/accounts/:accountCode/billsByService': { policy: 'holders' },
  'GET /api/visibill/v2/accounts/:accountCode/invoices/:invoiceId/pdf': {
    policy: 'holders',
    params: { invoiceId: MISSING },
    allowed: 404,
  },
  'GET /api/visibill/v2/accounts/:accountCode/transactions': { policy: 'holders' },
  'GET /api/visibill/v2/accounts/:accountCode/transactions.csv': { policy: 'holders' },

  // mobile usage and sharing
  'GET /api/mobile/v2/management/accounts/:accountCode/mobileServices/:serviceEntity/usage.csv': {
    policy: 'holders',
    query: RANGE,
  },
  'GET /api/mobile/v2/management/accounts/:accountCode/mobileServices/:serviceEntity/usage/:usageType':
    { policy: 'holders', params: { usageType: 'data' }, query: RANGE },
  'GET /api/mobile/v2/management/accounts/:accountCode/sharedDataPool': { policy: 'holders' },
  'GET /api/mobile/v2/management/accounts/:accountCode/sharedDataPool/monthlyUsage': {
    policy: 'holders',
  },
  'GET /api/mobile/v2/management/accounts/:accountCode/sharedDataPool/carryoverData': {
    policy: 'holders',
  },
  'GET /api/mobile/v2/management/accounts/:accountCode/sharedDataPool/dailyUsage': {
    policy: 'holders',
    query: 'billDate=2026-01-15',
  },
  'GET /api/mobile/v2/management/accounts/:accountCode/mobileServices/:serviceEntity/dataShare/beneficiaries':
    { policy: 'holders' },
  'GET /api/mobile/v2/management/accounts/:accountCode/mobileServices/:serviceEntity/dataShare/quota':
    { policy: 'holders', query: `beneficiaryServiceEntity=${MEMBER}` },
  'GET /api/mobile/v2/ordering/accounts/:accountCode/serviceEntities/:serviceEntity/dataShare/validateBeneficiary':
    { policy: 'owner-or-staff', query: 'beneficiaryServiceEntity=0271234569' },
  'POST /api/mobile/v2/ordering/accounts/:accountCode/serviceEntities/:serviceEntity/dataShare': {
    policy: 'owner-or-staff',
  },
  'POST /api/mobile/v2/ordering/accounts/:accountCode/serviceEntities/:serviceEntity/dataShare/remove':
    { policy: 'owner-or-staff' },
  ...OTHER_ROUTE_POLICIES,
};

export const ROUTE_POLICIES: Readonly<Record<string, RouteRow>> = API_ROUTE_POLICIES;
