import { queryOptions } from '@tanstack/react-query';
import { passwordComplexitySchema } from '@portal/contracts';
import type { PasswordComplexity } from '@portal/contracts';
import { apiRequest } from '../api';

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

/**
 * The server's verdict on a password being typed (a log-in's or a mailbox's), the same
 * check it applies on saving. Nothing is kept once the field moves on (gcTime 0), so typed
 * passwords do not linger in the cache.
 */
export const passwordComplexityQueryOptions = (password: string) =>
  queryOptions({
    queryKey: ['password-complexity', password] as const,
    queryFn: ({ signal }) => calculatePasswordComplexity(password, signal),
    enabled: password !== '',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
