import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesSchema,
  type NotificationPreferencesUpdate,
} from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';

const preferencesPath = (code: string) =>
  `/accounts/${encodeURIComponent(code)}/notificationPreferences`;

export const notificationPreferencesKeys = {
  preferences: (code: string) =>
    [...accountKeys.account(code), 'notification-preferences'] as const,
};

/** GET /accounts/{code}/notificationPreferences: each kind by channel, and who else hears. */
export const notificationPreferencesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: notificationPreferencesKeys.preferences(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: preferencesPath(code), schema: notificationPreferencesSchema, signal }),
  });

/** PUT /accounts/{code}/notificationPreferences: the whole choice; the answer is what is stored. */
export const notificationPreferencesMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...notificationPreferencesKeys.preferences(code), 'save'],
    mutationFn: (update: NotificationPreferencesUpdate) =>
      apiRequest({
        path: preferencesPath(code),
        method: 'PUT',
        body: update,
        schema: notificationPreferencesSchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationPreferencesKeys.preferences(code), saved);
    },
  });
