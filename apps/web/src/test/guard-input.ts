import type { GuardInput } from '../shared/routing/guards/guard-types';
import { routeMeta } from '../shared/routing/route-meta';
import type { RouteKey } from '../shared/routing/route-meta';
import { customerUser, sessionView } from './portal-server';

/** A signed-in customer on `path` (the page of `key`), for the guards' unit tests. */
export function guardInput(
  key: RouteKey | undefined,
  path: string,
  overrides: Partial<GuardInput> = {},
): GuardInput {
  const [pathname = path, searchStr = ''] = path.split('?');
  return {
    location: { pathname, searchStr: searchStr ? `?${searchStr}` : '', hash: '' },
    meta: key ? routeMeta[key] : undefined,
    session: sessionView(),
    user: customerUser(),
    config: { routeRules: [] },
    accountFacts: null,
    ...overrides,
  };
}
