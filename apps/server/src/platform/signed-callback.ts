import { createHmac } from 'node:crypto';
import { sameSecret } from './secrets';

/** Headers of a provider's signed callback: when it was signed, and the signature. */
export const CALLBACK_TIMESTAMP_HEADER = 'x-sms-timestamp';
export const CALLBACK_SIGNATURE_HEADER = 'x-sms-signature';

/** A signed callback older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const CALLBACK_TOLERANCE_SECONDS = 300;

/**
 * HMAC-SHA256 with the shared key over "{unix seconds}.{raw body}", hex, as `v1=…`: the
 * timestamp is signed with the body, so neither can be changed or reused apart.
 */
export function callbackSignature(key: string, timestamp: number, rawBody: string): string {
  const mac = createHmac('sha256', key)
    .update(`${String(timestamp)}.${rawBody}`)
    .digest('hex');
  return `v1=${mac}`;
}

/** Whether a callback's timestamp and signature are the key's, over this very body, and fresh. */
export function isSignedCallback(
  key: string,
  rawBody: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  now: Date = new Date(),
): boolean {
  if (timestampHeader === undefined || !/^\d{1,12}$/.test(timestampHeader)) return false;
  const timestamp = Number(timestampHeader);
  if (Math.abs(now.getTime() / 1000 - timestamp) > CALLBACK_TOLERANCE_SECONDS) return false;
  return sameSecret(signatureHeader ?? '', callbackSignature(key, timestamp, rawBody));
}
