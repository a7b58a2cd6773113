import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  correctionRequestSchema,
  dataExportSchema,
  staffCorrectionRequestSchema,
} from '@portal/contracts';
import { API_BASE, apiRequest } from '../../../shared/api';

const userPath = (userGuid: string) => `/iam/Users/${encodeURIComponent(userGuid)}`;

export const dataRightsKeys = {
  exports: (userGuid: string) => ['dataExports', userGuid] as const,
};

/** How often the list is asked again while an archive is being prepared. */
const PREPARING_POLL_MS = 5_000;

/** GET /iam/Users/{id}/dataExports, asked again every few seconds while one is preparing. */
export const dataExportsQueryOptions = (userGuid: string) =>
  queryOptions({
    queryKey: dataRightsKeys.exports(userGuid),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${userPath(userGuid)}/dataExports`,
        schema: z.array(dataExportSchema),
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.state === 'preparing') === true
        ? PREPARING_POLL_MS
        : false,
  });

/** POST …/dataExports: asking twice in a day answers the same archive. */
export const requestDataExportMutationOptions = (queryClient: QueryClient, userGuid: string) =>
  mutationOptions({
    mutationKey: [...dataRightsKeys.exports(userGuid), 'request'],
    mutationFn: () =>
      apiRequest({
        path: `${userPath(userGuid)}/dataExports`,
        method: 'POST',
        schema: dataExportSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRightsKeys.exports(userGuid) }),
  });

export const archiveUrl = (userGuid: string, exportId: string) =>
  `${API_BASE}${userPath(userGuid)}/dataExports/${encodeURIComponent(exportId)}/archive`;

export interface CorrectionInput {
  what: string;
  correction: string;
  accountCode?: string;
}

/** POST …/correctionRequests. */
export const correctionMutationOptions = (userGuid: string) =>
  mutationOptions({
    mutationKey: ['correctionRequests', userGuid, 'ask'],
    mutationFn: (body: CorrectionInput) =>
      apiRequest({
        path: `${userPath(userGuid)}/correctionRequests`,
        method: 'POST',
        body,
        schema: correctionRequestSchema,
      }),
  });

export const staffCorrectionKeys = {
  open: (accountCode: string) => ['staffCorrectionRequests', accountCode] as const,
};

/** GET /staff/correctionRequests?accountCode=: the account's open requests, soonest due first. */
export const staffCorrectionsQueryOptions = (accountCode: string) =>
  queryOptions({
    queryKey: staffCorrectionKeys.open(accountCode),
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/staff/correctionRequests',
        query: { accountCode },
        schema: z.array(staffCorrectionRequestSchema),
        signal,
      }),
  });

/** POST /staff/correctionRequests/{id}/close with the reply the customer is sent. */
export const closeCorrectionMutationOptions = (queryClient: QueryClient, accountCode: string) =>
  mutationOptions({
    mutationKey: [...staffCorrectionKeys.open(accountCode), 'close'],
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      apiRequest({
        path: `/staff/correctionRequests/${encodeURIComponent(id)}/close`,
        method: 'POST',
        body: { reply },
        schema: correctionRequestSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: staffCorrectionKeys.open(accountCode) }),
  });
