import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  availableNumbersSchema,
  mobileManagementOrderSchema,
  mobileServiceDetailsSchema,
  type BarSettings,
  type BringYourNumberRequest,
} from '@portal/contracts';
import { isValidMobileNumber } from '@portal/domain';
import { apiRequest } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';
import { managementPath } from './mobile-service-queries';

const orderingPath = (code: string) => `/mobile/v2/ordering/accounts/${encodeURIComponent(code)}`;
const linePath = (code: string, entity: string) =>
  `${managementPath(code)}/mobileServices/${encodeURIComponent(entity)}`;

/** Every change to a line: the account's mobile lists are read again afterwards. */
export type LineChange =
  | { kind: 'rename'; serviceEntity: string; name: string }
  | { kind: 'barring'; serviceEntity: string; settings: BarSettings }
  | { kind: 'spendLimit'; serviceEntity: string; spendLimit: number | null }
  | { kind: 'simBlock'; serviceEntity: string; blocked: boolean }
  | { kind: 'pause'; serviceEntity: string; paused: boolean };

function requestOf(code: string, change: LineChange) {
  const line = linePath(code, change.serviceEntity);
  switch (change.kind) {
    case 'rename':
      return {
        path: `${line}/serviceEntityDetails`,
        method: 'PUT' as const,
        body: { serviceEntityDescription: change.name },
      };
    case 'barring':
      return { path: `${line}/barSettings`, method: 'POST' as const, body: change.settings };
    case 'spendLimit':
      return {
        path: `${managementPath(code)}/changeSpendLimits`,
        method: 'POST' as const,
        body: { serviceEntity: change.serviceEntity, spendLimit: change.spendLimit },
      };
    case 'simBlock':
      return {
        path: `${line}/changeSimBlock`,
        method: 'POST' as const,
        body: { simBlockingEnabled: change.blocked },
      };
    case 'pause':
      return {
        path: `${line}/pauseState`,
        method: 'PUT' as const,
        body: { paused: change.paused },
      };
  }
}

/** The line changes' mutation key: a SIM block asked again after signing in is found by it. */
export const lineChangeKey = (code: string) => [...accountKeys.mobileServices(code), 'change'];

/** A kept line change read back from storage: a SIM block of one line, or nothing. */
export function keptSimBlock(value: unknown): Extract<LineChange, { kind: 'simBlock' }> | null {
  if (typeof value !== 'object' || value === null) return null;
  const change = value as Record<string, unknown>;
  if (change.kind !== 'simBlock' || typeof change.serviceEntity !== 'string') return null;
  if (typeof change.blocked !== 'boolean') return null;
  return { kind: 'simBlock', serviceEntity: change.serviceEntity, blocked: change.blocked };
}

export const lineChangeMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: lineChangeKey(code),
    // Of these changes only a SIM block asks again (decision 052).
    meta: { stepUp: { action: 'block or unblock this SIM' } },
    mutationFn: (change: LineChange) =>
      apiRequest({ ...requestOf(code, change), schema: mobileServiceDetailsSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.mobileServices(code) }),
  });

/** GET …/serviceEntities/{id}/availableNumbers. */
export const availableNumbersQueryOptions = (code: string, entity: string) =>
  queryOptions({
    queryKey: [...accountKeys.mobileServices(code), 'available-numbers', entity],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${orderingPath(code)}/serviceEntities/${encodeURIComponent(entity)}/availableNumbers`,
        schema: availableNumbersSchema,
        signal,
      }),
  });

/** The number change's key: a change asked again after signing in is found by it. */
export const changeNumberKey = (code: string) => [
  ...accountKeys.mobileServices(code),
  'change-number',
];

/** A kept number change read back from storage: a line and a mobile number, or nothing. */
export function keptNumberChange(
  value: unknown,
): { serviceEntity: string; newNumber: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const change = value as Record<string, unknown>;
  const { serviceEntity, newNumber } = change;
  if (typeof serviceEntity !== 'string' || typeof newNumber !== 'string') return null;
  if (!isValidMobileNumber(newNumber)) return null;
  return { serviceEntity, newNumber };
}

export const changeNumberMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: changeNumberKey(code),
    meta: { stepUp: { action: 'change this number' } },
    mutationFn: ({ serviceEntity, newNumber }: { serviceEntity: string; newNumber: string }) =>
      apiRequest({
        path: `${orderingPath(code)}/serviceEntities/${encodeURIComponent(serviceEntity)}/changeNumber`,
        method: 'POST',
        body: { newNumber },
        schema: mobileManagementOrderSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.mobileServices(code) }),
  });

/** The port-in's key: a request asked again after signing in is found by it. */
export const portInKey = (code: string) => [...accountKeys.account(code), 'port-in'];

export const portInMutationOptions = (code: string) =>
  mutationOptions({
    mutationKey: portInKey(code),
    meta: { stepUp: { action: 'bring your number in' } },
    mutationFn: (request: BringYourNumberRequest) =>
      apiRequest({
        path: `${orderingPath(code)}/portIn`,
        method: 'POST',
        body: request,
        schema: mobileManagementOrderSchema,
      }),
  });
