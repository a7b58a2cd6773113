import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordWithSalt, needsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Portal!2026');
    expect(await verifyPassword('Portal!2026', stored)).toBe(true);
    expect(await verifyPassword('portal!2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores the algorithm, its cost parameters, a 16-byte salt and the key', async () => {
    const stored = await hashPassword('Portal!2026');
    const [algorithm, parameters, salt, key] = stored.split('$');
    expect(algorithm).toBe('scrypt');
    expect(parameters).toBe('N=32768,r=8,p=1');
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('verifies hashes made with other stored parameters', async () => {
    const stored = await hashPasswordWithSalt('x', Buffer.alloc(16, 7));
    const weaker = stored.replace('N=32768', 'N=1024');
    // Same salt, other cost: a different key, so the re-labelled hash must fail.
    expect(await verifyPassword('x', weaker)).toBe(false);
    expect(needsRehash(weaker)).toBe(true);
  });

  it('refuses malformed or abusive stored values without throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(
      await verifyPassword('x', 'scrypt$N=1048577,r=8,p=1$AAAAAAAAAAA=$AAAAAAAAAAAAAAAAAAAAAA=='),
    ).toBe(false);
    expect(
      await verifyPassword('x', 'scrypt$N=4194304,r=8,p=1$AAAAAAAAAAA=$AAAAAAAAAAAAAAAAAAAAAA=='),
    ).toBe(false);
  });
});
