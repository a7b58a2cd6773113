import { z } from 'zod';
import { passwordComplexitySchema } from '@portal/contracts';
import type { ChangePasswordRequest, PasswordComplexity } from '@portal/contracts';
import { apiRequest } from '../../../shared/api';

/** PUT /iam/Users/{id}/password; resolves to the server's message. */
export async function changePassword(
  userGuid: string,
  request: ChangePasswordRequest,
): Promise<void> {
  await apiRequest({
    path: `/iam/Users/${encodeURIComponent(userGuid)}/password`,
    method: 'PUT',
    body: request,
    schema: z.null(),
  });
}

/** POST /iam/calculatepasswordcomplexity; an absent password is sent as empty text (spec section 5). */
export function calculatePasswordComplexity(
  password: string | undefined,
  signal?: AbortSignal,
): Promise<PasswordComplexity> {
  return apiRequest({
    path: '/iam/calculatepasswordcomplexity',
    method: 'POST',
    body: { password: password ?? '' },
    schema: passwordComplexitySchema,
    ...(signal ? { signal } : {}),
  });
}
