import { brandName, type Brand } from '@portal/domain';

/** Who the passkeys are for: the portal's own host and origin, named as the brand. */
export interface RelyingParty {
  /** The RP ID: the host of PUBLIC_URL, so a passkey works on every page of the portal. */
  id: string;
  /** The only origin an assertion or attestation may come from. */
  origin: string;
  name: string;
}

export function relyingPartyOf(config: { publicUrl: string; brand: Brand }): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: brandName(config.brand) };
}
