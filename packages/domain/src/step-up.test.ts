import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STEP_UP_MAX_AGE_SECONDS, isRecentSignIn } from './step-up';

const NOW = 1_796_000_000;

describe('a sign-in recent enough for a risky action', () => {
  it('is five minutes old at most', () => {
    expect(STEP_UP_MAX_AGE_SECONDS).toBe(300);
    expect(isRecentSignIn({ authTime: NOW - 300, amr: ['pwd'] }, NOW)).toBe(true);
    expect(isRecentSignIn({ authTime: NOW - 301, amr: ['pwd'] }, NOW)).toBe(false);
    expect(isRecentSignIn({ authTime: NOW - 30 * 60, amr: ['pwd'] }, NOW)).toBe(false);
  });

  it('counts a passkey like a password, and asks for a known way of signing in', () => {
    expect(isRecentSignIn({ authTime: NOW - 10, amr: ['webauthn'] }, NOW)).toBe(true);
    expect(isRecentSignIn({ authTime: NOW - 10, amr: ['pwd', 'otp'] }, NOW)).toBe(true);
    expect(isRecentSignIn({ authTime: NOW - 10, amr: undefined }, NOW)).toBe(true);
    expect(isRecentSignIn({ authTime: NOW - 10, amr: [] }, NOW)).toBe(false);
    expect(isRecentSignIn({ authTime: NOW - 10, amr: ['remembered'] }, NOW)).toBe(false);
  });

  it('is never an unknown time, nor one well in the future', () => {
    expect(isRecentSignIn({ authTime: undefined, amr: ['pwd'] }, NOW)).toBe(false);
    expect(isRecentSignIn({ authTime: Number.NaN, amr: ['pwd'] }, NOW)).toBe(false);
    expect(isRecentSignIn({ authTime: NOW + 30, amr: ['pwd'] }, NOW)).toBe(true);
    expect(isRecentSignIn({ authTime: NOW + 3600, amr: ['pwd'] }, NOW)).toBe(false);
  });

  it('takes a shorter or longer window when one is given', () => {
    expect(isRecentSignIn({ authTime: NOW - 20, amr: ['pwd'] }, NOW, 15)).toBe(false);
    expect(isRecentSignIn({ authTime: NOW - 20, amr: ['pwd'] }, NOW, 30)).toBe(true);
  });

  it('holds exactly for ages within the window, for any window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 86_400 }),
        fc.integer({ min: 1, max: 86_400 }),
        (age, window) => {
          expect(isRecentSignIn({ authTime: NOW - age, amr: ['pwd'] }, NOW, window)).toBe(
            age <= window,
          );
        },
      ),
    );
  });

  it('an older sign-in is never recent where a newer one is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3600 }), fc.integer({ min: 0, max: 3600 }), (a, b) => {
        const older = Math.max(a, b);
        const newer = Math.min(a, b);
        const recent = (age: number) => isRecentSignIn({ authTime: NOW - age, amr: ['pwd'] }, NOW);
        if (recent(older)) expect(recent(newer)).toBe(true);
      }),
    );
  });
});
