import type { Brand } from '@portal/contracts';
import { brands } from '../theme/brands';
import { pageCopy } from './page-copy';
import type { RouteKey } from './route-meta';

/** "Page | Brand", so tabs, history and screen readers name the page; no key is the 404. */
export function documentTitle(key: RouteKey | undefined, brand: Brand): string {
  const page = key ? pageCopy[key].title : 'Page Not Found';
  return `${page} | ${brands[brand].displayName}`;
}
