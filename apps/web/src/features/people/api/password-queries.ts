import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@portal/contracts';
import { calculatePasswordComplexity, changePassword } from './password-api';

export const peopleKeys = {
  all: ['people'] as const,
  passwordComplexity: (password: string) =>
    [...peopleKeys.all, 'password-complexity', password] as const,
};

/**
 * Live strength feedback while a new password is typed. Nothing is kept once the field
 * moves on (gcTime 0), so typed passwords do not linger in the cache.
 */
export const passwordComplexityQueryOptions = (password: string) =>
  queryOptions({
    queryKey: peopleKeys.passwordComplexity(password),
    queryFn: ({ signal }) => calculatePasswordComplexity(password, signal),
    enabled: password !== '',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const changePasswordMutationOptions = (userGuid: string) =>
  mutationOptions({
    mutationKey: [...peopleKeys.all, 'change-password'],
    mutationFn: (request: ChangePasswordRequest) => changePassword(userGuid, request),
  });
