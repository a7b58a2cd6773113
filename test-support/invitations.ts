/*
 * Aroha (owner of 30000001) invites Hemi Ngata to see the account: the body of
 * POST /api/iam/users that the People page sends for the values its test types, and that the
 * server's tests send to invite someone. One copy for both sides, so the page's request and
 * what the API is tested with cannot drift apart.
 */

/**
 * Hemi as an AccountRead user of 30000001, with any field changed or added (a wrong one, for
 * the tests of what is refused). A test that invites him more than once gives each invitation
 * its own email and mobile number, as a second invitation of one person is refused.
 */
export function hemisInvitation(change: Record<string, unknown> = {}) {
  return {
    poolKey: 'customer',
    firstName: 'Hemi',
    lastName: 'Ngata',
    dateOfBirth: '2001-09-14',
    email: 'Hemi.Ngata@example.nz',
    mobileNumber: '0215550101',
    sendWelcomeComm: false,
    allowedExposureLevel: 'Customer',
    claims: [{ claimType: 'Account', claimValue: '30000001', roles: ['AccountRead'] }],
    ...change,
  };
}
