import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  medicalDependencyAnswerSchema,
  medicalDependencySchema,
  type MedicalDependencyRequest,
} from '@portal/contracts';
import type { ConfirmationType } from '@portal/domain';
import { accountKeys } from '../../../shared/accounts';
import { API_BASE, apiRequest } from '../../../shared/api';

const accountPath = (code: string) => `/accounts/${encodeURIComponent(code)}`;
const medicalPath = (code: string) => `${accountPath(code)}/power/medicalDependency`;
const staffPath = (code: string) => `/staff/accounts/${encodeURIComponent(code)}/medicalDependency`;

/** Under the account's key, so refreshing the account refreshes it too. */
export const medicalKeys = {
  medical: (code: string) => [...accountKeys.account(code), 'medical-dependency'] as const,
};

/** GET …/power/medicalDependency: the application and its status, or null. */
export const medicalDependencyQueryOptions = (code: string) =>
  queryOptions({
    queryKey: medicalKeys.medical(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: medicalPath(code), schema: medicalDependencyAnswerSchema, signal }),
  });

/** POST …/power/medicalDependency: the owner's declaration. */
export const applyMedicalDependencyMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...medicalKeys.medical(code), 'apply'],
    mutationFn: (request: MedicalDependencyRequest) =>
      apiRequest({
        path: medicalPath(code),
        method: 'POST',
        body: request,
        schema: medicalDependencySchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(medicalKeys.medical(code), saved);
    },
  });

/** PUT …/practitionerConfirmation: the file itself, with the type its first bytes show. */
export const uploadConfirmationMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...medicalKeys.medical(code), 'upload'],
    mutationFn: (upload: { file: Blob; type: ConfirmationType }) =>
      apiRequest({
        path: `${medicalPath(code)}/practitionerConfirmation`,
        method: 'PUT',
        file: { content: upload.file, contentType: upload.type },
        schema: medicalDependencySchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(medicalKeys.medical(code), saved);
    },
  });

/** Where the owner and staff open the practitioner's confirmation (a download). */
export const confirmationUrl = (code: string) =>
  `${API_BASE}${medicalPath(code)}/practitionerConfirmation`;

/** Staff: confirm, or decline with a reason the customer reads. */
export const decideMedicalDependencyMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...medicalKeys.medical(code), 'decide'],
    mutationFn: (decision: { confirm: true } | { confirm: false; reason: string }) =>
      apiRequest({
        path: `${staffPath(code)}/${decision.confirm ? 'confirm' : 'decline'}`,
        method: 'POST',
        ...(decision.confirm ? {} : { body: { reason: decision.reason } }),
        schema: medicalDependencySchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(medicalKeys.medical(code), saved);
    },
  });
