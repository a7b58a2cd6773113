import type { KoaContextWithOIDC } from 'oidc-provider';

/** What an access token says about the sign-in behind it (RFC 9068 section 2.2.1). */
export interface SignInClaims {
  auth_time?: number;
  amr?: string[];
  acr?: string;
}

/**
 * The sign-in an access token is issued under, for the API's step-up check (decision 052).
 * oidc-provider keeps `authTime`, `amr` and `acr` on the authorization code and on each
 * refresh token (a rotated one carries the first one's), not on the access token, so they
 * are read from whichever of the two the token request presented. A refresh never makes a
 * sign-in newer: only signing in again at the provider does.
 */
export function signInClaims(ctx: KoaContextWithOIDC | undefined): SignInClaims {
  const entities = ctx?.oidc.entities;
  const source = entities?.AuthorizationCode ?? entities?.RefreshToken;
  if (source === undefined) return {};
  const { authTime, amr, acr } = source;
  return {
    ...(typeof authTime === 'number' ? { auth_time: authTime } : {}),
    ...(Array.isArray(amr) && amr.length > 0 ? { amr: [...amr] } : {}),
    ...(typeof acr === 'string' ? { acr } : {}),
  };
}
