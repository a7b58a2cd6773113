import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { RouteAccess } from '../../auth';

/** One route as the server registered it, with what the security tests need to know. */
export interface RegisteredRoute {
  /** `METHOD /url`, the url as registered (`/api/accounts/:accountCode`). */
  key: string;
  method: string;
  url: string;
  access: RouteAccess | undefined;
  schema: {
    body?: ZodType;
    querystring?: ZodType;
    params?: ZodType;
    headers?: ZodType;
  };
}

function zodOrUndefined(value: unknown): ZodType | undefined {
  // fastify-type-provider-zod hangs the contracts' zod schemas on the route as they are.
  return typeof value === 'object' && value !== null && '_zod' in value
    ? (value as ZodType)
    : undefined;
}

/**
 * Collects the server's own route table through an `onRoute` hook added before the app,
 * so a route someone adds later shows up here without anyone listing it. HEAD routes
 * Fastify adds beside each GET are kept: they run the same hooks and are checked too.
 */
export function routeCollector(): {
  onRoute: (route: RouteOptions) => void;
  routes: () => RegisteredRoute[];
} {
  const collected = new Map<string, RegisteredRoute>();
  return {
    onRoute(route) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const access: RouteAccess | undefined = route.config?.access;
      for (const method of methods) {
        const key = `${method} ${route.url}`;
        const found: RegisteredRoute['schema'] = {};
        for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
          const zod = zodOrUndefined(schema[part]);
          if (zod !== undefined) found[part] = zod;
        }
        collected.set(key, { key, method, url: route.url, access, schema: found });
      }
    },
    routes: () => [...collected.values()],
  };
}

/** Fills `:name` path parameters; throws when one has no value, so a row cannot skip one. */
export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for path parameter :${name} of ${url}`);
    return encodeURIComponent(value);
  });
}
