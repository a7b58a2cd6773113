import { legacyPortalUrlSchema } from '@portal/contracts';
import { apiRequest } from '../api';

/**
 * Spec sections 2 and 7: the older portal's auto-login link. The server builds it: for a
 * customer with a single-use, one-minute token; for staff without one.
 */
export async function openLegacyPortal(input: { accountCode: string; targetUrl: string }) {
  const { url } = await apiRequest({
    path: '/iam/AtgScp/Url',
    query: { accountCode: input.accountCode, targetUrl: input.targetUrl },
    schema: legacyPortalUrlSchema,
  });
  window.location.assign(url);
}
