import type { Guard } from './guard-types';
import { pass } from './guard-types';

/** http(s) targets leave the app; everything else is a path inside it. */
export function isAbsoluteUrl(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/**
 * Guard 5: a route rule from the app config whose `from` is this path redirects: an
 * absolute target with a full page load, a relative one inside the app. The query and
 * hash go along to a relative target unless it brings its own.
 */
export const routeRules: Guard = ({ location, config }) => {
  const path = withoutTrailingSlash(location.pathname);
  const rule = config.routeRules.find((candidate) => withoutTrailingSlash(candidate.from) === path);
  if (!rule || withoutTrailingSlash(rule.to) === path) return pass;
  if (isAbsoluteUrl(rule.to)) return { kind: 'leave', href: rule.to };
  const target = rule.to.startsWith('/') ? rule.to : `/${rule.to}`;
  const keepsOwnQuery = target.includes('?') || target.includes('#');
  const query = location.searchStr.replace(/^\?/, '');
  const hash = location.hash.replace(/^#/, '');
  const href = keepsOwnQuery
    ? target
    : `${target}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
  return { kind: 'redirect', href };
};
