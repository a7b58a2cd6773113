import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ModuleFetch } from '../platform/module-fetch';

/**
 * A fetch that answers from the app itself through app.inject, so module-to-module HTTP
 * (session → identity provider, API → JWKS) runs in tests without opening a port.
 */
export function injectFetch(getApp: () => FastifyInstance): ModuleFetch {
  return async (url, init = {}) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await getApp().inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: target.pathname + target.search,
      headers,
      ...(typeof init.body === 'string' || init.body instanceof URLSearchParams
        ? { payload: String(init.body) }
        : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) {
        for (const item of value) responseHeaders.append(name, item);
      } else if (value !== undefined) {
        responseHeaders.set(name, String(value));
      }
    }
    const bodyless = response.statusCode === 204 || response.statusCode === 304;
    return new Response(bodyless ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
