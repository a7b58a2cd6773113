import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkTotp,
  fromBase32,
  hotp,
  newTotpSecret,
  otpauthUri,
  toBase32,
  totpCode,
  totpStep,
  TOTP_STEP_SECONDS,
} from './totp';

// RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890", eight digits.
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

const STEP_MS = TOTP_STEP_SECONDS * 1000;
const secrets = fc.uint8Array({ minLength: 10, maxLength: 32 }).map((bytes) => toBase32(bytes));
/** Steps of the next few centuries. */
const steps = fc.integer({ min: 2000, max: 2 ** 33 });

describe('TOTP', () => {
  it.each(RFC_VECTORS)('matches RFC 6238 at %i seconds', (seconds, expected) => {
    const step = totpStep(seconds * 1000);
    expect(hotp(RFC_SECRET, step, 8)).toBe(expected);
    // Six digits are the last six of the eight: the same truncated value, modulo 10^6.
    expect(totpCode(toBase32(RFC_SECRET), step)).toBe(expected.slice(2));
  });

  it('reads base32 back as the bytes it was made from', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(fromBase32(toBase32(bytes)).equals(Buffer.from(bytes))).toBe(true);
      }),
    );
    expect(toBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(fromBase32('mzxw 6ytb-oi==').toString()).toBe('foobar');
    expect(() => fromBase32('MZXW1')).toThrow();
  });

  it('makes 160-bit secrets', () => {
    expect(fromBase32(newTotpSecret())).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(newTotpSecret());
  });

  it('accepts the code of a step within one step either side, anywhere in the step', () => {
    fc.assert(
      fc.property(
        secrets,
        steps,
        fc.integer({ min: -1, max: 1 }),
        fc.integer({ min: 0, max: STEP_MS - 1 }),
        (secret, step, offset, within) => {
          const now = (step + offset) * STEP_MS + within;
          const result = checkTotp(secret, totpCode(secret, step), now, null);
          expect(result).toEqual({ ok: true, step });
        },
      ),
    );
  });

  it('refuses the code of a step two or more steps away', () => {
    fc.assert(
      fc.property(
        secrets,
        steps,
        fc.integer({ min: 2, max: 1000 }),
        fc.boolean(),
        (secret, step, distance, later) => {
          const code = totpCode(secret, step);
          const now = (later ? step + distance : step - distance) * STEP_MS;
          // Another step's code may equal this one by chance (one in a million each): skip.
          const current = totpStep(now);
          fc.pre([current - 1, current, current + 1].every((s) => totpCode(secret, s) !== code));
          expect(checkTotp(secret, code, now, null)).toEqual({ ok: false, reason: 'wrong' });
        },
      ),
    );
  });

  it('refuses a step already used, and any before it: no replay', () => {
    fc.assert(
      fc.property(secrets, steps, fc.integer({ min: 0, max: 5 }), (secret, step, back) => {
        const now = step * STEP_MS;
        const code = totpCode(secret, step);
        const first = checkTotp(secret, code, now, null);
        expect(first).toEqual({ ok: true, step });
        expect(checkTotp(secret, code, now + 1000, step)).toEqual({ ok: false, reason: 'used' });
        const older = totpCode(secret, step - 1);
        fc.pre(older !== code && totpCode(secret, step + 1) !== older);
        expect(checkTotp(secret, older, now, step + back)).toEqual({ ok: false, reason: 'used' });
      }),
    );
  });

  it('accepts a newer step after an older one was used', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = totpStep(now);
    expect(checkTotp(secret, totpCode(secret, step + 1), now, step)).toEqual({
      ok: true,
      step: step + 1,
    });
  });

  it('takes spaces inside a code, and refuses anything but six digits', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const code = totpCode(secret, totpStep(now));
    expect(checkTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null).ok).toBe(true);
    for (const bad of ['', '12345', '1234567', 'abcdef', '12345a', '١٢٣٤٥٦']) {
      expect(checkTotp(secret, bad, now, null)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('writes the otpauth URI apps read from the QR code', () => {
    const uri = new URL(otpauthUri({ issuer: 'Harbour', account: 'sam@x.nz', secret: 'ABC' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.pathname).toBe('/Harbour:sam%40x.nz');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'ABC',
      issuer: 'Harbour',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
