/** The older portal's auto-login path, under the configured address. */
export const LEGACY_AUTO_LOGIN_PATH = 'auto-login';

export interface LegacyPortalLinkInput {
  /** appConfig.legacyPortalUrl: the older portal's auto-login address. */
  legacyPortalUrl: string;
  accountCode: string | null;
  /** The page to open in the older portal. */
  targetUrl: string;
  /** The one-time legacy token; customers need one, staff go without (spec section 2). */
  token: string | null;
  isStaff: boolean;
}

/**
 * Spec sections 2 and 7: the older portal's auto-login path with query parameters
 * token, accountcode and targeturl; staff are sent without the token. Null when a
 * customer has no token, since the older portal could not sign them in.
 */
export function buildLegacyPortalUrl(input: LegacyPortalLinkInput): string | null {
  if (!input.isStaff && !input.token) return null;
  const url = new URL(input.legacyPortalUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${LEGACY_AUTO_LOGIN_PATH}`;
  if (!input.isStaff && input.token) url.searchParams.set('token', input.token);
  if (input.accountCode) url.searchParams.set('accountcode', input.accountCode);
  url.searchParams.set('targeturl', input.targetUrl);
  return url.toString();
}
