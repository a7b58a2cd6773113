import { API_BASE } from '../../../shared/api';

/** A period of days, both ends inclusive (yyyy-MM-dd); an open end is undefined. */
export interface Period {
  from?: string;
  to?: string;
}

/** `/visibill/v2/accounts/{code}{rest}`, the billing calls' home (docs/spec-notes.md). */
export function visibillPath(code: string, rest: string): string {
  return `/visibill/v2/accounts/${encodeURIComponent(code)}${rest}`;
}

/**
 * Downloads are plain links: the browser sends the session cookie itself and the server
 * answers with an attachment, so no file passes through JavaScript.
 */
export function invoicePdfUrl(code: string, invoiceId: string): string {
  return `${API_BASE}${visibillPath(code, `/invoices/${encodeURIComponent(invoiceId)}/pdf`)}`;
}

export function transactionsCsvUrl(code: string, period: Period): string {
  const query = new URLSearchParams();
  if (period.from !== undefined) query.set('from', period.from);
  if (period.to !== undefined) query.set('to', period.to);
  const search = query.toString();
  return `${API_BASE}${visibillPath(code, '/transactions.csv')}${search === '' ? '' : `?${search}`}`;
}
