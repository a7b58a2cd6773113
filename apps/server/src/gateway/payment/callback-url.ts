import type { PaymentReturnStatus } from '@portal/contracts';
import { metadataOf, type TransactionRow } from '../transaction-row';

/** The return status the merchant's page reads: OK, FAILURE or CANCEL. */
export function returnStatusOf(row: TransactionRow): PaymentReturnStatus {
  if (row.status === 'Approved') return 'OK';
  if (row.status === 'Cancelled') return 'CANCEL';
  return 'FAILURE';
}

/**
 * Where the browser goes when the transaction is finished: the callback URL for its outcome
 * (the approved URL when the merchant gave no other) with transaction_local_id,
 * transactionGuid and status added to whatever query it already has.
 */
export function callbackRedirect(row: TransactionRow): string {
  const urls = metadataOf(row).callbackUrls;
  const approvedUrl = urls?.approvedUrl ?? row.callbackUrl ?? '';
  const status = returnStatusOf(row);
  const chosen =
    status === 'OK'
      ? approvedUrl
      : status === 'CANCEL'
        ? (urls?.cancelledUrl ?? approvedUrl)
        : (urls?.declinedUrl ?? approvedUrl);
  const url = new URL(chosen);
  url.searchParams.set('transaction_local_id', row.merchantReference ?? '');
  url.searchParams.set('transactionGuid', row.id);
  url.searchParams.set('status', status);
  return url.toString();
}
