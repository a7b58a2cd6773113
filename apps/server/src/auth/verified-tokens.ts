import { decodeJwt } from 'jose';
import type { Caller } from './caller';

/** Enough for every active session of a busy process; the oldest entries go first. */
const MAX_ENTRIES = 10_000;

/**
 * Remembers access tokens that passed verification, until they expire, so a browser's
 * stream of API calls checks a token's signature once rather than on every call (the
 * ECDSA check was the largest cost of a signed-in read). Only exact token strings that
 * verified are kept; a token past its `exp` is dropped and verified again, which refuses it.
 * Claims are not cached: they are still read fresh on every request.
 */
export function verifiedTokenCache(
  verify: (token: string | undefined) => Promise<Caller>,
  options: { maxEntries?: number; now?: () => number } = {},
) {
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { caller: Caller; expiresAtMs: number }>();
  return async (token: string | undefined): Promise<Caller> => {
    if (token !== undefined) {
      const hit = entries.get(token);
      if (hit !== undefined && now() < hit.expiresAtMs) return hit.caller;
      if (hit !== undefined) entries.delete(token);
    }
    const caller = await verify(token);
    if (token === undefined) return caller;
    const { exp } = decodeJwt(token);
    if (typeof exp !== 'number') return caller;
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done !== true) entries.delete(oldest.value);
    }
    entries.set(token, { caller, expiresAtMs: exp * 1000 });
    return caller;
  };
}
