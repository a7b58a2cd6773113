import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  billingDetailsSchema,
  contactInformationSchema,
  type BillingDetailsRequest,
  type ContactInformationRequest,
} from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';

const accountPath = (code: string) => `/accounts/${encodeURIComponent(code)}`;

/** PUT /accounts/{code}/contactInformation; the page then shows the account as saved. */
export const contactInformationMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...accountKeys.account(code), 'contact-information'],
    mutationFn: (request: ContactInformationRequest) =>
      apiRequest({
        path: `${accountPath(code)}/contactInformation`,
        method: 'PUT',
        body: request,
        schema: contactInformationSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.account(code) }),
  });

/** PUT /accounts/{code}/billingDetails: billing email and address. */
export const billingDetailsMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...accountKeys.account(code), 'billing-details'],
    mutationFn: (request: BillingDetailsRequest) =>
      apiRequest({
        path: `${accountPath(code)}/billingDetails`,
        method: 'PUT',
        body: request,
        schema: billingDetailsSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.account(code) }),
  });
