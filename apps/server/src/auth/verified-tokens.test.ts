import { describe, expect, it, vi } from 'vitest';
import type { Caller } from './caller';
import { verifiedTokenCache } from './verified-tokens';

const caller: Caller = { userGuid: 'user-1', pool: 'customer', isStaff: false };

/** An unsigned token with the given expiry (seconds); only its payload is read here. */
function tokenExpiringAt(exp: number, salt = 'a'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256' })}.${part({ sub: 'user-1', exp })}.${salt}`;
}

describe('verified access tokens', () => {
  it('verifies a token once while it is valid', async () => {
    const verify = vi.fn(() => Promise.resolve(caller));
    const cached = verifiedTokenCache(verify, { now: () => 1_000_000 });
    const token = tokenExpiringAt(2000);
    expect(await cached(token)).toBe(caller);
    expect(await cached(token)).toBe(caller);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('verifies again once the token has expired, which refuses it', async () => {
    let now = 1_000_000;
    const verify = vi.fn((token: string | undefined) =>
      now < 2_000_000
        ? Promise.resolve(caller)
        : Promise.reject(new Error(`expired ${String(token)}`)),
    );
    const cached = verifiedTokenCache(verify, { now: () => now });
    const token = tokenExpiringAt(2000);
    await cached(token);
    now = 2_000_000;
    await expect(cached(token)).rejects.toThrow('expired');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never remembers a refusal or a missing token', async () => {
    const verify = vi.fn(() => Promise.reject(new Error('bad signature')));
    const cached = verifiedTokenCache(verify, { now: () => 0 });
    const token = tokenExpiringAt(2000);
    await expect(cached(token)).rejects.toThrow('bad signature');
    await expect(cached(token)).rejects.toThrow('bad signature');
    await expect(cached(undefined)).rejects.toThrow('bad signature');
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('keeps at most maxEntries tokens, dropping the oldest', async () => {
    const verify = vi.fn(() => Promise.resolve(caller));
    const cached = verifiedTokenCache(verify, { now: () => 0, maxEntries: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((salt) => tokenExpiringAt(2000, salt));
    for (const token of [a, b, c, c, b]) await cached(token);
    expect(verify).toHaveBeenCalledTimes(3);
    await cached(a);
    expect(verify).toHaveBeenCalledTimes(4);
  });
});
