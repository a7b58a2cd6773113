import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  placedPlanChangeSchema,
  planChangeImpactSchema,
  voicePlanOptionsSchema,
  voiceServiceSchema,
  type VoiceFeatureSettings,
} from '@portal/contracts';
import { apiRequest, idempotencyHeader } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';
import { accountOrderKeys } from '../../../shared/orders';

const landlinesPath = (code: string) => `/accounts/${encodeURIComponent(code)}/voiceServices`;
const landlinePath = (code: string, id: string) =>
  `${landlinesPath(code)}/${encodeURIComponent(id)}`;

/** Under the account's key, so an account refresh refreshes its landlines too. */
export const voiceKeys = {
  services: (code: string) => [...accountKeys.account(code), 'voice-services'] as const,
  plans: (code: string, id: string) => [...voiceKeys.services(code), id, 'plans'] as const,
  impact: (code: string, id: string, planKey: string) =>
    [...voiceKeys.services(code), id, 'impact', planKey] as const,
};

/** GET /accounts/{code}/voiceServices: landlines with plan and features. */
export const voiceServicesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: voiceKeys.services(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: landlinesPath(code), schema: z.array(voiceServiceSchema), signal }),
  });

export const voicePlansQueryOptions = (code: string, id: string) =>
  queryOptions({
    queryKey: voiceKeys.plans(code, id),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${landlinePath(code, id)}/plans`,
        schema: voicePlanOptionsSchema,
        signal,
      }),
  });

export const voiceImpactQueryOptions = (code: string, id: string, planKey: string) =>
  queryOptions({
    queryKey: voiceKeys.impact(code, id, planKey),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${landlinePath(code, id)}/planChangeImpact`,
        query: { planKey },
        schema: planChangeImpactSchema,
        signal,
      }),
  });

/** PUT …/voiceServices/{id}/features: the whole set, so a retry cannot flip a switch back. */
export function useSaveVoiceFeatures(code: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
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
}

/** POST …/voiceServices/{id}/planChangeOrders with the attempt's idempotency key. */
export function usePlaceVoicePlanChange(code: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planKey, key }: { planKey: string; key: string }) =>
      apiRequest({
        path: `${landlinePath(code, id)}/planChangeOrders`,
        method: 'POST',
        body: { planKey },
        headers: idempotencyHeader(key),
        schema: placedPlanChangeSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountOrderKeys.orders(code) }),
  });
}
