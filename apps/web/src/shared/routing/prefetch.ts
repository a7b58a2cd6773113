/** Spec section 9: payload prefetch waits 1 s after start. */
export const PREFETCH_DELAY_MS = 1_000;

interface NetworkInformationLike {
  effectiveType?: string;
}

/** navigator.connection is not in every browser nor in TypeScript's DOM types. */
export function connectionOf(nav: Navigator | undefined): NetworkInformationLike | undefined {
  if (!nav || !('connection' in nav)) return undefined;
  const connection: unknown = nav.connection;
  return typeof connection === 'object' && connection !== null ? connection : undefined;
}

/** On the slowest connections prefetching would compete with what the person asked for. */
export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  return connection?.effectiveType !== 'slow-2g';
}

/**
 * After the delay, preloads the given paths (their route chunks and loader data) one by
 * one, unless the connection is slow-2g. Returns a cancel function.
 */
export function schedulePrefetch(
  preload: (path: string) => Promise<unknown>,
  paths: readonly string[],
  options: { delayMs?: number; connection?: NetworkInformationLike | undefined } = {},
): () => void {
  if (!shouldPrefetch(options.connection)) return () => undefined;
  const timer = setTimeout(() => {
    void paths.reduce<Promise<unknown>>(
      // One at a time, and a failed preload only means that page loads on demand.
      (previous, path) => previous.then(() => preload(path)).catch(() => undefined),
      Promise.resolve(),
    );
  }, options.delayMs ?? PREFETCH_DELAY_MS);
  return () => {
    clearTimeout(timer);
  };
}

/** Resolves when the browser is idle (or after a short wait where it cannot tell). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => {
        resolve();
      });
    } else {
      setTimeout(resolve, 50);
    }
  });
}
