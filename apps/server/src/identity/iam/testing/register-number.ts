import { PORTAL_CLIENT_ID } from '../../provider/portal-client';
import { makePkce, type Pkce } from '../../testing/sign-in-flow';

/**
 * The body of POST /api/iam/registerNumber/initiate: text a code to a prepay number, to add it
 * to the caller's sign-in. The code is bound to a PKCE challenge (a fresh one unless given),
 * and the hint is the number itself unless a test makes them differ.
 */
export function initiateRegisterNumberBody(
  mobileNumber: string,
  options: { pkce?: Pkce; loginHint?: string } = {},
) {
  return {
    mobileNumber,
    poolKey: 'customer',
    otpInitiateRequest: {
      client_id: PORTAL_CLIENT_ID,
      scope: 'openid',
      login_hint: options.loginHint ?? mobileNumber,
      grant_type: 'otp',
      code_challenge: (options.pkce ?? makePkce()).challenge,
    },
  };
}

/** The body of POST /api/iam/registerNumber/verify: the code texted, for the user's own sign-in. */
export function verifyRegisterNumberBody(
  userGuid: string,
  mobileNumber: string,
  code: string,
  codeVerifier: string,
) {
  return { userGuid, mobileNumber, poolKey: 'customer', code, codeVerifier };
}
