import { hkdfSync } from 'node:crypto';

/** The sandbox's derived keys; each use has its own, all from the one merchant secret. */
export interface GatewayKeys {
  /** HMAC key of card-number fingerprints in the vault. */
  fingerprint: Buffer;
  /** HMAC key of the hosted pages' per-browser form tokens (CSRF). */
  form: Buffer;
}

/** Fixed, public salt: HKDF's security rests on the input key, the salt only separates apps. */
const SALT = 'portal-sandbox-gateway';

function derive(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, label, 32));
}

/**
 * One secret to configure (GATEWAY_API_KEY), separate keys per purpose: a leaked form
 * token key tells nothing about fingerprints, and neither reveals the merchant key.
 */
export function deriveGatewayKeys(merchantKey: string): GatewayKeys {
  return {
    fingerprint: derive(merchantKey, 'card-fingerprint/v1'),
    form: derive(merchantKey, 'hosted-page-form-token/v1'),
  };
}
