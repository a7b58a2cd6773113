import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api';
import { createAppRouter } from '../../router';
import { routeKeys, routeMeta } from './route-meta';
import type { RouteKey, RouteMeta } from './route-meta';
import { anonymousPaths, specPaths } from '../../test/spec-paths';

const normalise = (fullPath: string) =>
  fullPath.length > 1 && fullPath.endsWith('/') ? fullPath.slice(0, -1) : fullPath;

const router = createAppRouter(createQueryClient(), createMemoryHistory());
const layoutIds = new Set(['__root__', '/_anonymous', '/_default']);
/** The little of a route this test reads; the router's own types are too wide to iterate. */
interface RouteLike {
  id: string;
  fullPath: string;
  options: { staticData?: { meta?: RouteMeta } };
}
const allRoutes = Object.values(router.routesById as unknown as Record<string, RouteLike>);
const pageRoutes = allRoutes.filter((route) => !layoutIds.has(route.id));
const byPath = new Map(pageRoutes.map((route) => [normalise(route.fullPath), route]));

describe('route table', () => {
  it('has exactly the paths of spec section 2', () => {
    expect([...byPath.keys()].sort()).toEqual([...specPaths].sort());
  });

  it.each(specPaths)('%s carries meta that lists its path', (path) => {
    const meta = byPath.get(path)?.options.staticData?.meta;
    expect(meta?.paths).toContain(path);
  });

  it('puts each page under the layout its meta names', () => {
    for (const route of pageRoutes) {
      const meta = route.options.staticData?.meta;
      const layout = route.id.startsWith('/_anonymous/') ? 'anonymous' : 'default';
      expect(meta?.layout, route.id).toBe(layout);
    }
  });

  it('opens exactly the anonymous pages without sign-in', () => {
    const anonymous = pageRoutes
      .filter((route) => route.options.staticData?.meta?.anonymous)
      .map((route) => normalise(route.fullPath));
    expect(anonymous.sort()).toEqual([...anonymousPaths].sort());
  });

  it('gives every meta key a route, and every meta path a route', () => {
    for (const key of routeKeys) {
      for (const path of routeMeta[key].paths)
        expect(byPath.has(path), `${key} ${path}`).toBe(true);
    }
  });

  it('has the parent keys of the spec', () => {
    const parentOf = (key: RouteKey) => routeMeta[key].parentKey;
    for (const key of routeKeys) {
      const [path] = routeMeta[key].paths;
      if (/^\/power\/./.test(path)) expect(parentOf(key), key).toBe('power');
      if (/^\/broadband\/./.test(path)) expect(parentOf(key), key).toBe('broadband');
      if (/^\/mobile\/./.test(path) && key !== 'manage-sharing') {
        expect(parentOf(key), key).toBe('mobile');
      }
    }
    expect(parentOf('manage-sharing')).toBe('sharing-beneficiaries');
  });

  it('marks nine keys as needing an account context', () => {
    const keys = routeKeys.filter((key) => routeMeta[key].needsAccountContext);
    expect(keys.sort()).toEqual(
      [
        'account',
        'billing',
        'broadband',
        'invoice',
        'management',
        'mobile-change-plan',
        'payment',
        'payment-method',
        'power',
      ].sort(),
    );
  });
});
