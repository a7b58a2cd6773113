import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUserRequestSchema } from '@portal/contracts';
import { FORM_MESSAGES } from '@portal/domain';
import { EMPTY_ADD_USER_FORM, validateAddUser } from './add-user-rules';

const serverEmail = createUserRequestSchema.shape.email;
const browserEmailError = (email: string) =>
  validateAddUser({ ...EMPTY_ADD_USER_FORM, email }, '2026-11-21').email;

describe('an added user’s email, in the browser', () => {
  it('takes josé@example.nz, as the server does', () => {
    expect(browserEmailError('josé@example.nz')).toBeUndefined();
    expect(serverEmail.safeParse('josé@example.nz').success).toBe(true);
  });

  it('agrees with the server on every address, with the same message', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.emailAddress(), fc.constant(' ana@example.nz ')),
        (email) => {
          const server = serverEmail.safeParse(email);
          expect(browserEmailError(email)).toBe(server.success ? undefined : FORM_MESSAGES.email);
          expect(server.error?.issues[0]?.message ?? FORM_MESSAGES.email).toBe(FORM_MESSAGES.email);
        },
      ),
    );
  });
});
