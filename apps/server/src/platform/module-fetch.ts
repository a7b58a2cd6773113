import type { Config } from '../config';

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
  return (url, init) =>
    fetch(url.startsWith(publicPrefix) ? internalPrefix + url.slice(publicPrefix.length) : url, {
      ...init,
      signal: init?.signal ?? AbortSignal.timeout(60_000),
    });
}
