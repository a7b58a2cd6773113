import type { Config } from '../config';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_TOKEN } from './graceful-close';

export type ModuleFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Where the identity provider is, as people and tokens name it (the issuer). */
export function idpIssuer(config: Config): string {
  return `${config.publicUrl}/idp`;
}

/**
 * Modules call each other over HTTP. The portal's public URL may not be reachable from
 * inside (a proxy in front, a hairpin NAT), so back-channel calls to it go straight to this
 * process's own port instead.
 */
export function createModuleFetch(config: Config): ModuleFetch {
  const publicPrefix = `${config.publicUrl}/`;
  const internalPrefix = `http://127.0.0.1:${String(config.port)}/`;
  return (url, init) => {
    if (!url.startsWith(publicPrefix) && !url.startsWith(internalPrefix)) {
      return fetch(url, { ...init, signal: init?.signal ?? AbortSignal.timeout(60_000) });
    }
    // A call to this very process still gets through while it drains (graceful-close.ts).
    const headers = new Headers(init?.headers);
    headers.set(INTERNAL_CALL_HEADER, INTERNAL_CALL_TOKEN);
    const target = url.startsWith(publicPrefix)
      ? internalPrefix + url.slice(publicPrefix.length)
      : url;
    return fetch(target, {
      ...init,
      headers,
      signal: init?.signal ?? AbortSignal.timeout(60_000),
    });
  };
}
