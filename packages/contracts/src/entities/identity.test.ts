import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FORM_MESSAGES, isValidEmail } from '@portal/domain';
import { omit } from './test-utils';
import {
  authorisedUserSchema,
  identityTokenResponseSchema,
  salesPersonSchema,
  sessionUserSchema,
  sessionViewSchema,
  userSchema,
} from './identity';

const aroha = {
  userGuid: '3f0e6a52-8f43-4b7e-9a51-2c1d7e0b9a11',
  poolKey: 'customer',
  claims: [
    { claimType: 'Account', claimValue: '30000001', roles: ['AccountOwner'] },
    { claimType: 'Account', claimValue: '30000002', roles: ['AccountOwner'] },
  ],
};

const signedInSession = {
  isAutoLogin: false,
  codeVerifier: null,
  destinationUrl: '/mobile/usage',
  accountCode: '30000001',
  isStaff: false,
  salesPersonName: null,
  tokenDetails: {
    idToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhIn0.c2ln',
    accessToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhIn0.c2ln',
    refreshToken: 'r3fr3sh',
    expiresIn: 1_772_000_000_000,
  },
};

describe('userSchema', () => {
  it('parses a customer with two account claims', () => {
    expect(userSchema.parse(aroha)).toEqual(aroha);
  });

  it('parses a staff identity with no claims', () => {
    expect(userSchema.safeParse({ ...aroha, poolKey: 'StaffIdentity', claims: [] }).success).toBe(
      true,
    );
  });

  it('rejects an unknown pool, claim type or role', () => {
    expect(userSchema.safeParse({ ...aroha, poolKey: 'staff' }).success).toBe(false);
    const badClaim = { claimType: 'Mailbox', claimValue: '30000001', roles: [] };
    expect(userSchema.safeParse({ ...aroha, claims: [badClaim] }).success).toBe(false);
    const badRole = { claimType: 'Account', claimValue: '30000001', roles: ['Admin'] };
    expect(userSchema.safeParse({ ...aroha, claims: [badRole] }).success).toBe(false);
  });

  it('rejects a user without a guid', () => {
    expect(userSchema.safeParse(omit(aroha, 'userGuid')).success).toBe(false);
  });
});

describe('authorisedUserSchema', () => {
  const mere = {
    firstName: 'Mere',
    lastName: 'Ngata',
    dateOfBirth: '1994-07-21',
    email: 'mere@example.nz',
    mobileNumber: '0221234568',
  };

  it('parses an authorised user', () => {
    expect(authorisedUserSchema.parse(mere)).toEqual(mere);
  });

  it('rejects a malformed date of birth, email or mobile number', () => {
    expect(authorisedUserSchema.safeParse({ ...mere, dateOfBirth: '21/07/1994' }).success).toBe(
      false,
    );
    expect(authorisedUserSchema.safeParse({ ...mere, email: 'mere.example.nz' }).success).toBe(
      false,
    );
    expect(authorisedUserSchema.safeParse({ ...mere, mobileNumber: '12345' }).success).toBe(false);
  });
});

describe('session schemas', () => {
  it('parses the server-side session user with its tokens', () => {
    expect(sessionUserSchema.parse(signedInSession)).toEqual(signedInSession);
  });

  it('parses a session before sign-in, holding only the PKCE verifier', () => {
    const beforeSignIn = {
      ...signedInSession,
      codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      accountCode: null,
      tokenDetails: null,
    };
    expect(sessionUserSchema.safeParse(beforeSignIn).success).toBe(true);
  });

  it('gives the browser a view without tokens', () => {
    const view = {
      isLoggedIn: true,
      isAutoLogin: false,
      destinationUrl: null,
      accountCode: '30000001',
      isStaff: true,
      salesPersonName: 'Sam Sales',
    };
    expect(sessionViewSchema.parse(view)).toEqual(view);
  });

  it('refuses a view that carries tokenDetails or the code verifier', () => {
    const view = {
      ...omit(omit(signedInSession, 'tokenDetails'), 'codeVerifier'),
      isLoggedIn: true,
    };
    expect(sessionViewSchema.safeParse(view).success).toBe(true);
    expect(
      sessionViewSchema.safeParse({ ...view, tokenDetails: signedInSession.tokenDetails }).success,
    ).toBe(false);
    expect(sessionViewSchema.safeParse({ ...view, codeVerifier: 'abc' }).success).toBe(false);
  });
});

describe('identity token response and sales person', () => {
  it('parses a token response', () => {
    const body = { id_token: 'a.b.c', access_token: 'd.e.f', expires_in: 3600, refresh_token: 'g' };
    expect(identityTokenResponseSchema.parse(body)).toEqual(body);
    expect(identityTokenResponseSchema.safeParse({ ...body, expires_in: 3600.5 }).success).toBe(
      false,
    );
  });

  it('parses a sales person and rejects one without a name', () => {
    expect(salesPersonSchema.parse({ name: 'Sam Sales' })).toEqual({ name: 'Sam Sales' });
    expect(salesPersonSchema.safeParse({}).success).toBe(false);
  });
});

describe('an authorised user’s email', () => {
  const email = authorisedUserSchema.shape.email;

  it('is the browser’s rule (domain isValidEmail), in the spec’s words', () => {
    expect(email.safeParse('josé@example.nz').success).toBe(true);
    const refused = email.safeParse('hemi.example.nz');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([FORM_MESSAGES.email]);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress(), fc.constant('ā@b.nz')), (text) => {
        expect(email.safeParse(text).success).toBe(isValidEmail(text));
      }),
    );
  });
});
