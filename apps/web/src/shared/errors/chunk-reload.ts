/** Spec section 9: page-reload guard. */
export const RELOAD_GUARD_MS = 10_000;
const storageKey = 'portal:chunk-reload';

// What browsers and Vite say when a lazy chunk cannot be fetched, usually because a new
// deployment removed the old hashed files.
const chunkFailurePatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    chunkFailurePatterns.some((pattern) => pattern.test(error.message))
  );
}

interface ReloadRecord {
  failure: string;
  at: number;
}

function readRecord(storage: Pick<Storage, 'getItem'>): ReloadRecord | null {
  const raw = storage.getItem(storageKey);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'failure' in value &&
      'at' in value &&
      typeof value.failure === 'string' &&
      typeof value.at === 'number'
    ) {
      return { failure: value.failure, at: value.at };
    }
  } catch {
    // A damaged record is treated as none.
  }
  return null;
}

/**
 * Decides whether a chunk failure may reload the page, and records it if so. The same
 * failure (the same target URL) reloads at most once per RELOAD_GUARD_MS, so a chunk that
 * is really gone ends on the error page instead of a reload loop. The record lives in
 * sessionStorage because the reload wipes memory. Without storage, we cannot guard, so
 * we do not reload.
 */
function sessionStorageOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Some browsers throw on access when site data is blocked.
    return null;
  }
}

export function claimChunkReload(
  failure: string,
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = sessionStorageOrNull(),
): boolean {
  if (!storage) return false;
  try {
    const last = readRecord(storage);
    if (last && last.failure === failure && now - last.at < RELOAD_GUARD_MS) return false;
    storage.setItem(storageKey, JSON.stringify({ failure, at: now } satisfies ReloadRecord));
    return true;
  } catch {
    return false;
  }
}
