import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PREFETCH_DELAY_MS,
  connectionOf,
  schedulePrefetch,
  shouldPrefetch,
  whenIdle,
} from './prefetch';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('prefetch', () => {
  it('preloads the paths one second after start', async () => {
    const preload = vi.fn(() => Promise.resolve());
    schedulePrefetch(preload, ['/broadband', '/mobile'], { connection: { effectiveType: '4g' } });
    expect(PREFETCH_DELAY_MS).toBe(1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(preload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(preload.mock.calls).toEqual([['/broadband'], ['/mobile']]);
  });

  it('skips prefetching on slow-2g', async () => {
    const preload = vi.fn(() => Promise.resolve());
    schedulePrefetch(preload, ['/broadband'], { connection: { effectiveType: 'slow-2g' } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(preload).not.toHaveBeenCalled();
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('prefetches when the browser does not say how fast it is', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(connectionOf({} as Navigator)).toBeUndefined();
    expect(connectionOf({ connection: { effectiveType: '3g' } } as unknown as Navigator)).toEqual({
      effectiveType: '3g',
    });
  });

  it('keeps going after a failed preload, and can be cancelled', async () => {
    const preload = vi.fn((path: string) =>
      path === '/broadband' ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    schedulePrefetch(preload, ['/broadband', '/mobile']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(preload).toHaveBeenCalledWith('/mobile');

    const cancelled = vi.fn(() => Promise.resolve());
    const cancel = schedulePrefetch(cancelled, ['/power']);
    cancel();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits for the browser to be idle, or briefly where it cannot say', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    const done = vi.fn();
    void whenIdle().then(done);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).not.toHaveBeenCalled();
    idle?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();

    vi.stubGlobal('requestIdleCallback', undefined);
    const fallback = vi.fn();
    void whenIdle().then(fallback);
    await vi.advanceTimersByTimeAsync(50);
    expect(fallback).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
