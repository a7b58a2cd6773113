import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  SHARE_QUOTA_FALLBACK,
  beneficiaryValidationSchema,
  dataShareBeneficiarySchema,
  shareQuotaSchema,
  type BeneficiaryValidation,
  type DataShareBeneficiary,
  type DataShareRequest,
  type ShareQuota,
} from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { reportError } from '../../../../shared/errors/error-reporting';

const encode = encodeURIComponent;
const managementPath = (accountCode: string, line: string) =>
  `/mobile/v2/management/accounts/${encode(accountCode)}/mobileServices/${encode(line)}/dataShare`;
const orderingPath = (accountCode: string, line: string) =>
  `/mobile/v2/ordering/accounts/${encode(accountCode)}/serviceEntities/${encode(line)}/dataShare`;

export const sharingKeys = {
  line: (accountCode: string, line: string) => ['data-share', accountCode, line] as const,
  beneficiaries: (accountCode: string, line: string) =>
    [...sharingKeys.line(accountCode, line), 'beneficiaries'] as const,
  quota: (accountCode: string, line: string, beneficiary: string | null) =>
    [...sharingKeys.line(accountCode, line), 'quota', beneficiary] as const,
};

/** GET …/mobileServices/{id}/dataShare/beneficiaries. */
export const beneficiariesQueryOptions = (accountCode: string, line: string) =>
  queryOptions({
    queryKey: sharingKeys.beneficiaries(accountCode, line),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${managementPath(accountCode, line)}/beneficiaries`,
        schema: z.array(dataShareBeneficiarySchema),
        signal,
      }),
  });

/**
 * GET …/dataShare/quota?beneficiaryServiceEntity. A failed read falls back to nothing
 * shareable (spec section 8: open not allowed, 0 MB one-off, 0 MB recurring), and is
 * reported, since the fallback hides it from the query cache.
 */
export const shareQuotaQueryOptions = (
  accountCode: string,
  line: string,
  beneficiary: string | null,
) =>
  queryOptions({
    queryKey: sharingKeys.quota(accountCode, line, beneficiary),
    queryFn: async ({ signal }): Promise<ShareQuota> => {
      try {
        return await apiRequest({
          path: `${managementPath(accountCode, line)}/quota`,
          query: { beneficiaryServiceEntity: beneficiary },
          schema: shareQuotaSchema,
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
        reportError(error, { operation: 'GET dataShare/quota', accountCode });
        return SHARE_QUOTA_FALLBACK;
      }
    },
  });

/**
 * GET …/dataShare/validateBeneficiary: valid false carries the reason to show. A check the
 * person asks for with a button, so it is run as a mutation and never cached.
 */
export const validateBeneficiaryMutationOptions = (accountCode: string, line: string) =>
  mutationOptions({
    mutationKey: [...sharingKeys.line(accountCode, line), 'validate-beneficiary'],
    mutationFn: (beneficiary: string): Promise<BeneficiaryValidation> =>
      apiRequest({
        path: `${orderingPath(accountCode, line)}/validateBeneficiary`,
        query: { beneficiaryServiceEntity: beneficiary },
        schema: beneficiaryValidationSchema,
      }),
  });

/**
 * Not awaited: the page's own reaction (closing the dialog, the message) runs first, as a
 * removed beneficiary's card is gone once the list is read again.
 */
const refreshLine = (queryClient: QueryClient, accountCode: string, line: string) => {
  void queryClient.invalidateQueries({ queryKey: sharingKeys.line(accountCode, line) });
};

/** POST …/dataShare: sets the whole share with one beneficiary. */
export const setDataShareMutationOptions = (
  queryClient: QueryClient,
  accountCode: string,
  line: string,
) =>
  mutationOptions({
    mutationKey: [...sharingKeys.line(accountCode, line), 'set'],
    mutationFn: (request: DataShareRequest): Promise<DataShareBeneficiary> =>
      apiRequest({
        path: orderingPath(accountCode, line),
        method: 'POST',
        body: request,
        schema: dataShareBeneficiarySchema,
      }),
    onSuccess: () => {
      refreshLine(queryClient, accountCode, line);
    },
  });

/** POST …/dataShare/remove. */
export const removeDataShareMutationOptions = (
  queryClient: QueryClient,
  accountCode: string,
  line: string,
) =>
  mutationOptions({
    mutationKey: [...sharingKeys.line(accountCode, line), 'remove'],
    mutationFn: async (beneficiary: string): Promise<void> => {
      await apiRequest({
        path: `${orderingPath(accountCode, line)}/remove`,
        method: 'POST',
        body: { beneficiaryServiceEntity: beneficiary },
        schema: z.unknown(),
      });
    },
    onSuccess: () => {
      refreshLine(queryClient, accountCode, line);
    },
  });
