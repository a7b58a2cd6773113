import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { makePkce } from '../testing/sign-in-flow';
import { PORTAL_CLIENT_ID } from '../provider/portal-client';
import {
  PERSONA_NAMES,
  signInPersonas,
  type ApiCall,
  type Persona,
  type PersonaName,
} from './testing/personas';

let testApp: TestApp;
let people: Record<PersonaName, Persona>;
beforeAll(async () => {
  testApp = await buildTestApp({
    seed: true,
    env: { LEGACY_PORTAL_URL: 'https://old.example.nz/myaccount' },
  });
  people = await signInPersonas(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const OWNED = '30000001';
const invite = (who: PersonaName) => ({
  poolKey: 'customer',
  firstName: 'Hemi',
  lastName: 'Ngata',
  dateOfBirth: '1990-04-01',
  email: `hemi.${who}@example.nz`,
  mobileNumber: '0211239999',
  sendWelcomeComm: false,
  allowedExposureLevel: 'Customer',
  claims: [{ claimType: 'Account', claimValue: OWNED, roles: ['AccountRead'] }],
});
const otpRequest = (mobileNumber: string) => ({
  client_id: PORTAL_CLIENT_ID,
  scope: 'openid',
  login_hint: mobileNumber,
  grant_type: 'otp',
  code_challenge: makePkce().challenge,
});

interface Row {
  name: string;
  request: (who: PersonaName) => ApiCall;
  /** Expected status for anonymous, another customer, the read user, the owner, staff. */
  expected: [number, number, number, number, number];
}

/**
 * Who may call what. The owner and staff pass the check on every account endpoint; where a
 * call would change the demo data for the cells after it, it targets something that does
 * not exist, so passing shows as 404 rather than a change.
 */
const rows: Row[] = [
  {
    name: 'GET /iam/Users/me',
    request: () => ({ url: '/api/iam/Users/me' }),
    expected: [401, 200, 200, 200, 200],
  },
  {
    name: 'GET /salesPeople/me',
    request: () => ({ url: '/api/salesPeople/me' }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'PUT /iam/Users/{aroha}/password (wrong current password)',
    request: () => ({
      method: 'PUT',
      url: `/api/iam/Users/${people.owner.userGuid}/password`,
      json: { oldPassword: 'not-my-password', newPassword: 'Tui-Kereru-Moa-42!' },
    }),
    expected: [401, 403, 403, 400, 403],
  },
  {
    name: 'POST /iam/calculatepasswordcomplexity',
    request: () => ({
      method: 'POST',
      url: '/api/iam/calculatepasswordcomplexity',
      json: { password: '' },
    }),
    expected: [401, 200, 200, 200, 200],
  },
  {
    name: 'GET /iam/accounts/{code}/users',
    request: () => ({ url: `/api/iam/accounts/${OWNED}/users` }),
    expected: [401, 403, 403, 200, 200],
  },
  {
    name: 'GET /iam/accounts/{code}/pendingusers',
    request: () => ({ url: `/api/iam/accounts/${OWNED}/pendingusers` }),
    expected: [401, 403, 403, 200, 200],
  },
  {
    name: 'POST /iam/users',
    request: (who) => ({ method: 'POST', url: '/api/iam/users', json: invite(who) }),
    expected: [401, 403, 403, 201, 201],
  },
  {
    name: 'DELETE /iam/users/{id}/claims (nobody with that id)',
    request: () => ({
      method: 'DELETE',
      url: `/api/iam/users/${randomUUID()}/claims?claimType=Account&claimValue=${OWNED}`,
    }),
    expected: [401, 403, 403, 404, 404],
  },
  {
    name: 'DELETE /iam/accounts/{code}/pendingusers/{id} (no such invitation)',
    request: () => ({
      method: 'DELETE',
      url: `/api/iam/accounts/${OWNED}/pendingusers/${randomUUID()}`,
    }),
    expected: [401, 403, 403, 404, 404],
  },
  {
    name: 'PUT /iam/users/{aroha}/contactDetails',
    request: () => ({
      method: 'PUT',
      url: `/api/iam/users/${people.owner.userGuid}/contactDetails`,
      json: { firstName: 'Aroha' },
    }),
    expected: [401, 403, 403, 200, 403],
  },
  {
    name: 'GET /iam/AtgScp/Url',
    request: () => ({ url: `/api/iam/AtgScp/Url?accountCode=${OWNED}` }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    name: 'POST /iam/registerNumber/initiate (a postpay number: refused after the access check)',
    request: () => ({
      method: 'POST',
      url: '/api/iam/registerNumber/initiate',
      json: {
        mobileNumber: '0211234567',
        poolKey: 'customer',
        otpInitiateRequest: otpRequest('0211234567'),
      },
    }),
    expected: [401, 400, 400, 400, 403],
  },
  {
    name: 'POST /iam/registerNumber/verify (no code sent)',
    request: (who) => ({
      method: 'POST',
      url: '/api/iam/registerNumber/verify',
      json: {
        userGuid: who === 'anonymous' ? randomUUID() : people[who].userGuid,
        mobileNumber: '0201234599',
        poolKey: 'customer',
        code: '123456',
        codeVerifier: makePkce().verifier,
      },
    }),
    expected: [401, 400, 400, 400, 403],
  },
];

describe('iam access matrix: anonymous, kiri (other account), mere (AccountRead), aroha (owner), staff', () => {
  it.each(rows)('$name', async (row) => {
    const actual: number[] = [];
    for (const who of PERSONA_NAMES) {
      actual.push((await people[who].call(row.request(who))).statusCode);
    }
    expect(actual).toEqual(row.expected);
  });
});
