import {
  registerNumberInitiateSchema,
  type RegisterNumberInitiateRequest,
} from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { PORTAL_CLIENT_ID } from './portal-client';

/** POST /iam/registerNumber/initiate: the server texts a one-time code to the number. */
export function initiateRegisterNumber(input: { mobileNumber: string; codeChallenge: string }) {
  const body: RegisterNumberInitiateRequest = {
    mobileNumber: input.mobileNumber,
    poolKey: 'customer',
    otpInitiateRequest: {
      client_id: PORTAL_CLIENT_ID,
      scope: 'openid',
      login_hint: input.mobileNumber,
      grant_type: 'otp',
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
    },
  };
  return apiRequest({
    path: '/iam/registerNumber/initiate',
    method: 'POST',
    body,
    schema: registerNumberInitiateSchema,
  });
}
