import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { hemisInvitation } from '../../../../../test-support/invitations';
import { accessMatrix, type AccessRow, type Persona } from '../../test/access-matrix';
import { makePkce } from '../testing/sign-in-flow';
import { initiateRegisterNumberBody, verifyRegisterNumberBody } from './testing/register-number';

const matrix = accessMatrix({ env: { LEGACY_PORTAL_URL: 'https://old.example.nz/myaccount' } });

const OWNED = '30000001';
const invite = (who: Persona) =>
  hemisInvitation({ email: `hemi.${who}@example.nz`, mobileNumber: '0211239999' });

/**
 * Who may call what. The owner and staff pass the check on every account endpoint; where a
 * call would change the demo data for the cells after it, it targets something that does
 * not exist, so passing shows as 404 rather than a change.
 */
const rows: AccessRow[] = [
  {
    name: 'GET /iam/Users/me',
    request: { url: '/api/iam/Users/me' },
    expected: { anonymous: 401, otherCustomer: 200, readUser: 200, owner: 200, staff: 200 },
  },
  {
    name: 'GET /salesPeople/me',
    request: { url: '/api/salesPeople/me' },
    expected: { anonymous: 401, otherCustomer: 403, readUser: 403, owner: 403, staff: 200 },
  },
  {
    name: 'PUT /iam/Users/{aroha}/password (wrong current password)',
    request: async () => ({
      method: 'PUT',
      url: `/api/iam/Users/${await matrix.userGuidOf('owner')}/password`,
      json: { oldPassword: 'not-my-password', newPassword: 'Tui-Kereru-Moa-42!' },
    }),
    expected: { anonymous: 401, otherCustomer: 403, readUser: 403, owner: 400, staff: 403 },
  },
  {
    name: 'POST /iam/calculatepasswordcomplexity',
    request: {
      method: 'POST',
      url: '/api/iam/calculatepasswordcomplexity',
      json: { password: '' },
    },
    expected: { anonymous: 401, otherCustomer: 200, readUser: 200, owner: 200, staff: 200 },
  },
  {
    name: 'GET /iam/accounts/{code}/users',
    request: { url: `/api/iam/accounts/${OWNED}/users` },
    expected: { anonymous: 401, otherCustomer: 403, readUser: 403, owner: 200, staff: 200 },
  },
  {
    name: 'GET /iam/accounts/{code}/pendingusers',
    request: { url: `/api/iam/accounts/${OWNED}/pendingusers` },
    expected: { anonymous: 401, otherCustomer: 403, readUser: 403, owner: 200, staff: 200 },
  },
  {
    name: 'POST /iam/users',
    request: (who) => ({ method: 'POST', url: '/api/iam/users', json: invite(who) }),
    expected: { anonymous: 401, otherCustomer: 403, readUser: 403, owner: 201, staff: 201 },
  },
  {
    name: 'DELETE /iam/users/{id}/claims (nobody with that id)',
    request: () => ({
      method: 'DELETE',
      url: `/api/iam/users/${randomUUID()}/claims?claimType=Account&claimValue=${OWNED}`,
    }),
    expected: { anonymous: 401, otherCustomer: 403, readUser: 403, owner: 404, staff: 404 },
  },
  {
    name: 'DELETE /iam/accounts/{code}/pendingusers/{id} (no such invitation)',
    request: () => ({
      method: 'DELETE',
      url: `/api/iam/accounts/${OWNED}/pendingusers/${randomUUID()}`,
    }),
    expected: { anonymous: 401, otherCustomer: 403, readUser: 403, owner: 404, staff: 404 },
  },
  {
    name: 'PUT /iam/users/{aroha}/contactDetails',
    request: async () => ({
      method: 'PUT',
      url: `/api/iam/users/${await matrix.userGuidOf('owner')}/contactDetails`,
      json: { firstName: 'Aroha' },
    }),
    expected: { anonymous: 401, otherCustomer: 403, readUser: 403, owner: 200, staff: 403 },
  },
  {
    name: 'GET /iam/AtgScp/Url',
    request: { url: `/api/iam/AtgScp/Url?accountCode=${OWNED}` },
    expected: { anonymous: 401, otherCustomer: 403, readUser: 200, owner: 200, staff: 200 },
  },
  {
    name: 'POST /iam/registerNumber/initiate (a postpay number: refused after the access check)',
    request: () => ({
      method: 'POST',
      url: '/api/iam/registerNumber/initiate',
      json: initiateRegisterNumberBody('0211234567'),
    }),
    expected: { anonymous: 401, otherCustomer: 400, readUser: 400, owner: 400, staff: 403 },
  },
  {
    name: 'POST /iam/registerNumber/verify (no code sent)',
    request: async (who) => ({
      method: 'POST',
      url: '/api/iam/registerNumber/verify',
      json: verifyRegisterNumberBody(
        who === 'anonymous' ? randomUUID() : await matrix.userGuidOf(who),
        '0201234599',
        '123456',
        makePkce().verifier,
      ),
    }),
    expected: { anonymous: 401, otherCustomer: 400, readUser: 400, owner: 400, staff: 403 },
  },
];

describe('iam access matrix: anonymous, kiri (other account), mere (AccountRead), aroha (owner), staff', () => {
  matrix.rows(rows);
});
