import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChangePasswordRequest } from '@portal/contracts';
import { apiRequest } from '../../../shared/api';

export const peopleKeys = {
  all: ['people'] as const,
};

/** PUT /iam/Users/{id}/password. */
export const changePasswordMutationOptions = (userGuid: string) =>
  mutationOptions({
    mutationKey: [...peopleKeys.all, 'change-password'],
    // Passwords are never written to storage: the form is filled in again.
    meta: { stepUp: { action: 'change your password', keep: false } },
    mutationFn: async (request: ChangePasswordRequest) => {
      await apiRequest({
        path: `/iam/Users/${encodeURIComponent(userGuid)}/password`,
        method: 'PUT',
        body: request,
        schema: z.null(),
      });
    },
  });
