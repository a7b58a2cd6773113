import { beforeEach, vi } from 'vitest';

/**
 * Every test of the calling `describe` runs on `iso`'s date: only `Date` is faked, so the
 * app's timers and the test's waits still run. The setup's `afterEach` restores real time.
 */
export function freezeDateAt(iso: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  });
}
