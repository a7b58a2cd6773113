import type { Guard } from './guard-types';
import { pass } from './guard-types';

/** The query parameters kept across pages that guard 2 acts on (spec section 2). */
export const specialQueryParams = ['accountCode', 'serviceEntity', 'staffToken'] as const;

function nonEmpty(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/** Mobile pages are the ones whose connection a serviceEntity parameter selects. */
export function isMobilePath(pathname: string): boolean {
  return pathname === '/mobile' || pathname.startsWith('/mobile/');
}

/**
 * Guard 2: `accountCode` selects that account, `serviceEntity` (mobile pages) the
 * connection, `staffToken` becomes a staff access session; the parameters then leave the
 * URL. Once an account code is saved the route is replaced by the same path with an empty
 * query. Online-payments paths skip this. Whether the code is allowed for the user is
 * checked when it is saved (saveAccountCode).
 */
export const accountQueryParams: Guard = ({ meta, location }) => {
  if (meta?.key === 'online-payments') return pass;
  const params = new URLSearchParams(location.searchStr);
  if (!specialQueryParams.some((name) => params.has(name))) return pass;

  const accountCode = nonEmpty(params, 'accountCode');
  const staffToken = nonEmpty(params, 'staffToken');
  const serviceEntity = isMobilePath(location.pathname) ? nonEmpty(params, 'serviceEntity') : null;

  for (const name of specialQueryParams) params.delete(name);
  const query = accountCode === null ? params.toString() : '';
  const hash = location.hash.replace(/^#/, '');
  const href = `${location.pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
  return { kind: 'apply-query', staffToken, accountCode, serviceEntity, href };
};
