import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as authenticator apps make
 * them: HMAC-SHA-1, six digits, 30-second steps from the Unix epoch (decision 054).
 */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** A code of the step before or after the current one is accepted too (clock drift). */
export const TOTP_WINDOW = 1;
/** 160 bits, the length RFC 4226 recommends for an HMAC-SHA-1 key. */
export const TOTP_SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a secret typed in. */
export function toBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31] ?? '';
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31] ?? '';
  return out;
}

/** The bytes of a base32 secret; spaces, dashes, padding and case are forgiven. */
export function fromBase32(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error('not a base32 secret');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret, in base32. */
export function newTotpSecret(): string {
  return toBase32(randomBytes(TOTP_SECRET_BYTES));
}

/** The step an instant falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/** HOTP (RFC 4226 section 5.3) of one counter value, with dynamic truncation. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of a base32 secret for a step. */
export function totpCode(secretBase32: string, step: number): string {
  return hotp(fromBase32(secretBase32), step);
}

export type TotpCheck =
  { ok: true; step: number } | { ok: false; reason: 'malformed' | 'wrong' | 'used' };

/** Digits only, once spaces (as apps show "123 456") are taken out. */
export function normaliseCode(code: string): string | undefined {
  const digits = code.replace(/\s/g, '');
  return new RegExp(`^\\d{${String(TOTP_DIGITS)}}$`).test(digits) ? digits : undefined;
}

/**
 * Checks a typed code against the steps around `nowMs`. A step at or before `lastUsedStep`
 * is refused as used, so a code seen over someone's shoulder cannot be replayed, nor an
 * older one after a newer was accepted. Every candidate is compared in constant time.
 */
export function checkTotp(
  secretBase32: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null,
): TotpCheck {
  const digits = normaliseCode(code);
  if (digits === undefined) return { ok: false, reason: 'malformed' };
  const secret = fromBase32(secretBase32);
  const current = totpStep(nowMs);
  let matched: number | undefined;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step += 1) {
    const same = timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(digits));
    if (same) matched = step;
  }
  if (matched === undefined) return { ok: false, reason: 'wrong' };
  if (lastUsedStep !== null && matched <= lastUsedStep) return { ok: false, reason: 'used' };
  return { ok: true, step: matched };
}

/**
 * The otpauth:// URI an authenticator app reads from the QR code (the Key Uri Format most
 * apps share): issuer and account label, the secret, and the parameters spelt out.
 */
export function otpauthUri(options: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`;
  const query = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
