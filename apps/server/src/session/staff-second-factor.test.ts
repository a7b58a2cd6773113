import { UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hasSecondFactorIfStaff } from './routes';

const token = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode();

describe('a staff sign-in makes a session only with its second factor', () => {
  it('takes staff tokens naming one, and customers’ tokens as they are', () => {
    for (const amr of [['pwd', 'otp'], ['webauthn'], ['mfa']]) {
      expect(hasSecondFactorIfStaff(token({ pool: 'StaffIdentity', amr }))).toBe(true);
    }
    expect(hasSecondFactorIfStaff(token({ pool: 'customer' }))).toBe(true);
    expect(hasSecondFactorIfStaff(token({ pool: 'customer', amr: ['pwd'] }))).toBe(true);
  });

  it('refuses staff tokens with a password alone, or saying nothing', () => {
    for (const amr of [undefined, [], ['pwd'], 'otp', [['otp']]]) {
      const claims = amr === undefined ? { pool: 'StaffIdentity' } : { pool: 'StaffIdentity', amr };
      expect(hasSecondFactorIfStaff(token(claims)), JSON.stringify(amr)).toBe(false);
    }
  });
});
