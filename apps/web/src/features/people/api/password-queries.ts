import { mutationOptions } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@portal/contracts';
import { changePassword } from './password-api';

export const peopleKeys = {
  all: ['people'] as const,
};

export const changePasswordMutationOptions = (userGuid: string) =>
  mutationOptions({
    mutationKey: [...peopleKeys.all, 'change-password'],
    mutationFn: (request: ChangePasswordRequest) => changePassword(userGuid, request),
  });
