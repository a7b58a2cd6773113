import { z } from 'zod';
import type { ChangePasswordRequest } from '@portal/contracts';
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
