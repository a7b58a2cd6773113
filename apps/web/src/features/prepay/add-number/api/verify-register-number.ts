import { registeredNumberSchema, type RegisterNumberVerifyRequest } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';

/** POST /iam/registerNumber/verify: the code and the stored verifier; the account becomes ours. */
export function verifyRegisterNumber(body: Omit<RegisterNumberVerifyRequest, 'poolKey'>) {
  return apiRequest({
    path: '/iam/registerNumber/verify',
    method: 'POST',
    body: { ...body, poolKey: 'customer' } satisfies RegisterNumberVerifyRequest,
    schema: registeredNumberSchema,
  });
}
