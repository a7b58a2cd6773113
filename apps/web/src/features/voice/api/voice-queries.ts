import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  voicePlanOptionsSchema,
  voiceServiceSchema,
  type VoiceFeatureSettings,
} from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';
import { planChangeCalls } from '../../../shared/plan-change';

const landlinesPath = (code: string) => `/accounts/${encodeURIComponent(code)}/voiceServices`;
const landlinePath = (code: string, id: string) =>
  `${landlinesPath(code)}/${encodeURIComponent(id)}`;

/** Under the account's key, so an account refresh refreshes its landlines too. */
export const voiceKeys = {
  services: (code: string) => [...accountKeys.account(code), 'voice-services'] as const,
  /** One landline's plans and plan-change impacts are under this. */
  service: (code: string, id: string) => [...voiceKeys.services(code), id] as const,
};

/** GET /accounts/{code}/voiceServices: landlines with plan and features. */
export const voiceServicesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: voiceKeys.services(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: landlinesPath(code), schema: z.array(voiceServiceSchema), signal }),
  });

/** GET …/plans, …/planChangeImpact, POST …/planChangeOrders of one landline. */
export const voicePlanChangeCalls = planChangeCalls({
  path: landlinePath,
  key: voiceKeys.service,
  plansSchema: voicePlanOptionsSchema,
});

/** PUT …/voiceServices/{id}/features: the whole set, so a retry cannot flip a switch back. */
export const voiceFeaturesMutationOptions = (queryClient: QueryClient, code: string, id: string) =>
  mutationOptions({
    mutationKey: [...voiceKeys.service(code, id), 'features'],
    mutationFn: (features: VoiceFeatureSettings) =>
      apiRequest({
        path: `${landlinePath(code, id)}/features`,
        method: 'PUT',
        body: features,
        schema: voiceServiceSchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(voiceServicesQueryOptions(code).queryKey, (old) =>
        old?.map((landline) => (landline.id === saved.id ? saved : landline)),
      );
    },
  });
