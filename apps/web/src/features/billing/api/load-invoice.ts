import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '../../../shared/api';
import type { NotFoundData } from '../../../shared/routing/param-rules';
import { accountSelectionStore } from '../../../shared/session';
import { invoiceQueryOptions } from './billing-queries';

/**
 * The invoice page's loader. The server answers 404 for an invoice that is not on the
 * selected account (another account's, or none), and the page then is the app's 404.
 * Without a selected account (staff who have not opened one) the page says so itself.
 */
export async function loadInvoice(queryClient: QueryClient, invoiceId: string): Promise<void> {
  const { accountCode } = accountSelectionStore.get();
  if (accountCode === null) return;
  try {
    await queryClient.query({
      ...invoiceQueryOptions(accountCode, invoiceId),
      staleTime: 'static',
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      throw notFound({ data: { status: 404 } satisfies NotFoundData });
    }
    throw error;
  }
}
