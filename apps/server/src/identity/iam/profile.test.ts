import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactDetailsSchema, legacyPortalUrlSchema } from '@portal/contracts';
import { oneTimeCodes } from '../../db/schema';
import { appForTests, appForThisTest } from '../../test/test-app';
import { LEGACY_TOKEN_PURPOSE } from './get-legacy-portal-url';
import { dataOf, signInPersona, type Persona } from './testing/personas';

const { testApp } = appForTests({
  seed: true,
  env: { LEGACY_PORTAL_URL: 'https://old.example.nz/myaccount/' },
});
let aroha: Persona;
beforeAll(async () => {
  aroha = await signInPersona(testApp, 'aroha@example.nz');
});

describe('PUT /iam/users/{id}/contactDetails', () => {
  const put = (json: unknown) =>
    aroha.call({ method: 'PUT', url: `/api/iam/users/${aroha.userGuid}/contactDetails`, json });

  it('keeps numbers in local form and clears one sent empty', async () => {
    const saved = await put({ mobileNumber: '+64 21 555 1234', phoneNumber: '09 480 1234' });
    expect(saved.statusCode).toBe(200);
    expect(dataOf(saved, contactDetailsSchema)).toEqual({
      firstName: 'Aroha',
      lastName: 'Ngata',
      mobileNumber: '0215551234',
      phoneNumber: '094801234',
    });
    const cleared = await put({ phoneNumber: '' });
    expect(dataOf(cleared, contactDetailsSchema).phoneNumber).toBeNull();
  });

  it('answers the spec’s form messages under the fields, and refuses empty or unknown input', async () => {
    const invalid = await put({ mobileNumber: '12345', firstName: ' ' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ data: { fieldErrors: unknown[] } }>().data.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'body.mobileNumber', message: 'Please enter a valid mobile number' },
        { path: 'body.firstName', message: 'Please enter a valid first name' },
      ]),
    );
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ email: 'x@example.nz' })).statusCode).toBe(400);
  });
});

describe('GET /iam/AtgScp/Url', () => {
  it('gives a one-minute link, with only a hash of its token kept', async () => {
    const response = await aroha.call({
      url: '/api/iam/AtgScp/Url?accountCode=30000001&targetUrl=/billing',
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(dataOf(response, legacyPortalUrlSchema).url);
    expect(`${url.origin}${url.pathname}`).toBe('https://old.example.nz/myaccount/auto-login');
    expect(url.searchParams.get('accountcode')).toBe('30000001');
    expect(url.searchParams.get('targeturl')).toBe('/billing');
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await testApp.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.purpose, LEGACY_TOKEN_PURPOSE));
    expect(row?.codeHash).not.toBe(token);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(60_000);
    // Redeeming it: legacy-token.test.ts.
  });

  it('sends staff without a token, and refuses a target off the older portal', async () => {
    const sam = await signInPersona(testApp, 'sam.sales@example.nz', { pool: 'StaffIdentity' });
    const staff = await sam.call({ url: '/api/iam/AtgScp/Url?accountCode=30000301' });
    expect(new URL(dataOf(staff, legacyPortalUrlSchema).url).searchParams.has('token')).toBe(false);
    const offsite = await aroha.call({
      url: '/api/iam/AtgScp/Url?accountCode=30000001&targetUrl=//evil.example',
    });
    expect(offsite.statusCode).toBe(400);
    expect((await aroha.call({ url: '/api/iam/AtgScp/Url' })).statusCode).toBe(400);
  });
});

describe('GET /iam/AtgScp/Url without an older portal configured', () => {
  it('answers 404', async () => {
    const plain = await appForThisTest({ seed: true });
    const ben = await signInPersona(plain, 'ben@example.nz');
    const response = await ben.call({ url: '/api/iam/AtgScp/Url?accountCode=30000101' });
    expect(response.statusCode).toBe(404);
  });
});
