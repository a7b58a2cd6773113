import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x.nz/assets/power-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/x.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('claimChunkReload', () => {
  it('allows the first reload of a failure', () => {
    expect(claimChunkReload('/power', 1_000, memoryStorage())).toBe(true);
  });

  it('refuses the same failure within 10 s, allows it after', () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimChunkReload('/power', 1_000, storage)).toBe(true);
    expect(claimChunkReload('/power', 1_000 + 9_999, storage)).toBe(false);
    expect(claimChunkReload('/power', 1_000 + 10_000, storage)).toBe(true);
  });

  it('allows a different failure within 10 s', () => {
    const storage = memoryStorage();
    expect(claimChunkReload('/power', 1_000, storage)).toBe(true);
    expect(claimChunkReload('/mobile', 2_000, storage)).toBe(true);
  });

  it('keeps the record in sessionStorage by default, so it survives the reload', () => {
    expect(claimChunkReload('/power', Date.now())).toBe(true);
    expect(claimChunkReload('/power', Date.now())).toBe(false);
  });

  it('does not reload when there is no storage to guard with', () => {
    expect(claimChunkReload('/power', 1_000, null)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload('/power', 1_000, broken)).toBe(false);
  });

  it('treats a damaged record as none', () => {
    const storage = memoryStorage();
    storage.setItem('portal:chunk-reload', '{not json');
    expect(claimChunkReload('/power', 1_000, storage)).toBe(true);
  });
});
