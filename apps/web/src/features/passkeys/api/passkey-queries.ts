import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  type AddPasskeyRequest,
} from '@portal/contracts';
import { apiRequest } from '../../../shared/api';

const passkeysPath = (userGuid: string) => `/iam/Users/${encodeURIComponent(userGuid)}/passkeys`;

export const passkeyKeys = {
  all: (userGuid: string) => ['passkeys', userGuid] as const,
};

/** GET /iam/Users/{id}/passkeys: the person's own passkeys. */
export const passkeysQueryOptions = (userGuid: string) =>
  queryOptions({
    queryKey: passkeyKeys.all(userGuid),
    queryFn: ({ signal }) =>
      apiRequest({ path: passkeysPath(userGuid), schema: z.array(passkeySchema), signal }),
  });

/**
 * Adding a passkey: creation options from the server, the browser's own prompt (through
 * @simplewebauthn/browser, loaded only now), then the new credential back to the server.
 */
export const addPasskeyMutationOptions = (queryClient: QueryClient, userGuid: string) =>
  mutationOptions({
    mutationKey: [...passkeyKeys.all(userGuid), 'add'],
    mutationFn: async (name: string | undefined) => {
      const optionsJSON = await apiRequest({
        path: `${passkeysPath(userGuid)}/registrationOptions`,
        method: 'POST',
        schema: passkeyRegistrationOptionsSchema,
      });
      const { startRegistration } = await import('@simplewebauthn/browser');
      // The server's options are WebAuthn's JSON as @simplewebauthn/server made them.
      const response = await startRegistration({
        optionsJSON: optionsJSON as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      const body: AddPasskeyRequest = { response, ...(name === undefined ? {} : { name }) };
      return apiRequest({
        path: passkeysPath(userGuid),
        method: 'POST',
        body,
        schema: passkeySchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all(userGuid) }),
  });

/** PATCH /iam/Users/{id}/passkeys/{passkeyId}: a new name. */
export const renamePasskeyMutationOptions = (queryClient: QueryClient, userGuid: string) =>
  mutationOptions({
    mutationKey: [...passkeyKeys.all(userGuid), 'rename'],
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest({
        path: `${passkeysPath(userGuid)}/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { name },
        schema: passkeySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all(userGuid) }),
  });

/** DELETE /iam/Users/{id}/passkeys/{passkeyId}: it signs nobody in from then on. */
export const removePasskeyMutationOptions = (queryClient: QueryClient, userGuid: string) =>
  mutationOptions({
    mutationKey: [...passkeyKeys.all(userGuid), 'remove'],
    mutationFn: (id: string) =>
      apiRequest({
        path: `${passkeysPath(userGuid)}/${encodeURIComponent(id)}`,
        method: 'DELETE',
        schema: z.null(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all(userGuid) }),
  });
