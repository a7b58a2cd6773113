import type { RouteKey, RouteMeta } from './route-meta';
import { routeMeta } from './route-meta';

declare module '@tanstack/react-router' {
  // Layout and root routes carry no meta, so it stays optional.
  interface StaticDataRouteOption {
    meta?: RouteMeta;
  }
}

/** What a page route puts in `staticData`: `staticData: routeStaticData('power')`. */
export function routeStaticData(key: RouteKey): { meta: RouteMeta } {
  return { meta: routeMeta[key] };
}

interface MatchWithStaticData {
  staticData: { meta?: RouteMeta };
}

/**
 * The page's meta from a list of matches (root first, leaf last), as a guard sees them in
 * `beforeLoad({ matches })` or a component through `useMatches()`. The deepest match with
 * meta wins, so layouts in between do not matter.
 */
export function leafRouteMeta(matches: readonly MatchWithStaticData[]): RouteMeta | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const meta = matches[index]?.staticData.meta;
    if (meta) return meta;
  }
  return undefined;
}
