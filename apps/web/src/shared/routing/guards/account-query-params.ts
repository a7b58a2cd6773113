import type { User } from '@portal/contracts';
import { hasAccountClaim } from '../../session/claims';
import { queryParam } from '../query-param';
import type { Guard } from './guard-types';
import { pass } from './guard-types';

/**
 * The query parameters guard 2 acts on and then removes: those kept across pages (spec
 * section 2), and the older portal's link back, which names its account as accountCodeV1.
 */
export const specialQueryParams = [
  'accountCode',
  'serviceEntity',
  'staffToken',
  'accountCodeV1',
] as const;

/**
 * The account the link asks for. An older-portal link selects its account only when the
 * identity holds it; otherwise it is dropped quietly, as that portal knows nothing of this
 * one's claims. `accountCode` wins over it, and stays checked when saved.
 */
function requestedAccount(searchStr: string, user: User | null): string | null {
  const accountCode = queryParam(searchStr, 'accountCode');
  if (accountCode !== null) return accountCode;
  const fromOlderPortal = queryParam(searchStr, 'accountCodeV1');
  return fromOlderPortal !== null && user !== null && hasAccountClaim(user, fromOlderPortal)
    ? fromOlderPortal
    : null;
}

/** Mobile pages are the ones whose connection a serviceEntity parameter selects. */
export function isMobilePath(pathname: string): boolean {
  return pathname === '/mobile' || pathname.startsWith('/mobile/');
}

/**
 * Guard 2: `accountCode` (or an older-portal link's `accountCodeV1`) selects that account,
 * `serviceEntity` (mobile pages) the connection, `staffToken` becomes a staff access
 * session; the parameters then leave the URL. This is the one place that strips them. Once an account code is saved the route is replaced by the same path with an empty
 * query. Online-payments paths skip this. Whether the code is allowed for the user is
 * checked when it is saved (saveAccountCode).
 */
export const accountQueryParams: Guard = ({ meta, location, user }) => {
  if (meta?.key === 'online-payments') return pass;
  const params = new URLSearchParams(location.searchStr);
  if (!specialQueryParams.some((name) => params.has(name))) return pass;

  const accountCode = requestedAccount(location.searchStr, user);
  const staffToken = queryParam(location.searchStr, 'staffToken');
  const serviceEntity = isMobilePath(location.pathname)
    ? queryParam(location.searchStr, 'serviceEntity')
    : null;

  for (const name of specialQueryParams) params.delete(name);
  const query = accountCode === null ? params.toString() : '';
  const hash = location.hash.replace(/^#/, '');
  const href = `${location.pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
  return { kind: 'apply-query', staffToken, accountCode, serviceEntity, href };
};
