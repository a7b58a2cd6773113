/**
 * The writes a farm-source (statements-only) account keeps, each with why; every other write
 * of the server must refuse it (docs/decisions/021-statements-only-gating.md). A new write
 * route is refused for it, or listed here with a reason: statements-only.test.ts checks.
 */
const OWN_SIGN_IN = 'her own sign-in and details, not the account’s services';
const PEOPLE = 'the people on the account: statements only still has its people';
const CONTACT = 'how we reach the customer and where statements go';
const EMAIL = 'email management is gated by the email product alone (spec section 6)';
const SESSION = 'the caller’s own session cookie: no account in it';
const GATEWAY =
  'the sandbox gateway: reached only through a payment or card the API started, refused there';

export const STATEMENTS_ONLY_ALLOWED: Readonly<Record<string, string>> = {
  'PUT /api/iam/Users/:id/password': OWN_SIGN_IN,
  'POST /api/iam/calculatepasswordcomplexity': 'a password strength check: nothing is stored',
  'PUT /api/iam/users/:id/contactDetails': OWN_SIGN_IN,
  'POST /api/iam/Users/:id/dataExports': 'a copy of what we hold about her: nothing changes',
  'POST /api/iam/Users/:id/correctionRequests':
    'a request to correct her information: the Privacy Act gives it to every customer',
  'POST /api/staff/correctionRequests/:requestId/close':
    'staff answer a correction request: no account service changes',
  'POST /api/iam/Users/:id/sessions/endOthers': OWN_SIGN_IN,
  'DELETE /api/iam/Users/:id/sessions/:sessionId': OWN_SIGN_IN,
  'POST /api/iam/Users/:id/passkeys/registrationOptions': OWN_SIGN_IN,
  'POST /api/iam/Users/:id/passkeys': OWN_SIGN_IN,
  'PATCH /api/iam/Users/:id/passkeys/:passkeyId': OWN_SIGN_IN,
  'DELETE /api/iam/Users/:id/passkeys/:passkeyId': OWN_SIGN_IN,
  'POST /api/iam/registerNumber/initiate':
    'adds a prepay number to her sign-in; that number’s own account is gated, not this one',
  'POST /api/iam/registerNumber/verify':
    'adds a prepay number to her sign-in; that number’s own account is gated, not this one',
  'POST /api/iam/users': PEOPLE,
  'DELETE /api/iam/users/:id/claims': PEOPLE,
  'DELETE /api/iam/accounts/:accountCode/pendingusers/:id': PEOPLE,
  'POST /api/iam/accounts/:accountCode/pendingusers/:id/resend': PEOPLE,
  'POST /api/invitations/lookup': PEOPLE,
  'POST /api/invitations/accept-new-login': PEOPLE,
  'POST /api/invitations/accept': PEOPLE,
  'POST /api/iam/AtgScp/Token':
    'the older portal redeems a sign-in link server to server: no account service changes',
  'POST /api/sales/v3/ordering/accounts/:accountCode/orders/:orderId/cancel':
    'calls off a pending order, so nothing changes: one placed before the account became statements only may still be withdrawn',
  'POST /api/iam/staffAccess': 'staff open the account as the customer sees it; nothing changes',
  'POST /api/staff/secondFactorResets':
    'a staff log-in’s second factor (decision 054): no account in it',
  'PUT /api/accounts/:accountCode/contactInformation': CONTACT,
  'PUT /api/accounts/:accountCode/billingDetails': CONTACT,
  'PUT /api/accounts/:accountCode/notificationPreferences': CONTACT,
  'POST /api/accounts/:accountCode/inbox/read':
    'the caller’s own read marks on messages about the account: no service changes',
  'PUT /api/accounts/:accountCode/alternateContact': CONTACT,
  'DELETE /api/accounts/:accountCode/alternateContact': CONTACT,
  'POST /api/staff/accounts/:accountCode/medicalDependency/confirm':
    'staff decide a medical dependency (decision 063): a safety flag, not a service change',
  'POST /api/staff/accounts/:accountCode/medicalDependency/decline':
    'staff decide a medical dependency (decision 063): a safety flag, not a service change',
  'POST /api/accounts/:accountCode/linkedNumbers': CONTACT,
  'DELETE /api/accounts/:accountCode/linkedNumbers/:id': CONTACT,
  'POST /api/accounts/:accountCode/mailboxes': EMAIL,
  'DELETE /api/accounts/:accountCode/mailboxes/:id': EMAIL,
  'PUT /api/accounts/:accountCode/mailboxes/:id/password': EMAIL,
  'POST /api/modemReturns/lookup': 'a link in a letter, without sign-in: returning a modem',
  'POST /api/modemReturns/confirm': 'a link in a letter, without sign-in: returning a modem',
  'POST /api/dev/modemReturns': 'a development aid, not mounted in production',
  'POST /session': SESSION,
  'PATCH /session': SESSION,
  'DELETE /session': SESSION,
  'POST /session/login': SESSION,
  'POST /session/login-complete': SESSION,
  'POST /session/staff-access': SESSION,
  'POST /session/logout': SESSION,
  'POST /gateway/api/v1/transactions': GATEWAY,
  'POST /gateway/api/v1/tokens/:token/transactions': GATEWAY,
  'DELETE /gateway/api/v1/tokens/:token': GATEWAY,
  'POST /gateway/api/v1/transactions/:id/card': GATEWAY,
  'POST /gateway/pay/:id': GATEWAY,
  'POST /gateway/pay/:id/bank': GATEWAY,
  'POST /gateway/pay/:id/cancel': GATEWAY,
};
