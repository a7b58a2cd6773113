import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { ModuleFetch } from '../platform/module-fetch';

/** A key id we have not seen may be a rotation; look again, but not on every bad token. */
const REFETCH_AT_MOST_EVERY_MS = 30_000;

/**
 * The identity provider's public keys, fetched over HTTP like any resource server would,
 * kept in memory, and fetched again when a token names a key we do not have.
 */
export function createKeySource(fetch: ModuleFetch, jwksUrl: string): JWTVerifyGetKey {
  let keys: JWTVerifyGetKey | undefined;
  let fetchedAt = 0;
  let pending: Promise<JWTVerifyGetKey> | undefined;

  async function load(): Promise<JWTVerifyGetKey> {
    const response = await fetch(jwksUrl, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`JWKS request failed with ${String(response.status)}`);
    const set = (await response.json()) as JSONWebKeySet;
    keys = createLocalJWKSet(set);
    fetchedAt = Date.now();
    return keys;
  }

  function refresh(): Promise<JWTVerifyGetKey> {
    pending ??= load().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return async (header, token) => {
    const current = keys ?? (await refresh());
    try {
      return await current(header, token);
    } catch (error) {
      if (Date.now() - fetchedAt < REFETCH_AT_MOST_EVERY_MS) throw error;
      return (await refresh())(header, token);
    }
  };
}
