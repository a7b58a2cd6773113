import type { KoaContextWithOIDC } from 'oidc-provider';

/** How and when the person signed in (RFC 8176 `amr`, OpenID Connect `auth_time`). */
export interface SignInFacts {
  amr?: string[];
  auth_time?: number;
}

/**
 * The sign-in behind a token being issued, read from what the token request redeems: the
 * authorization code (first tokens) or the refresh token (every later one), which
 * oidc-provider copies from the session's login. Access tokens do not keep them themselves,
 * so extraTokenClaims adds them (the API's step-up checks read them).
 */
export function signInFacts(ctx: KoaContextWithOIDC): SignInFacts {
  const { entities } = ctx.oidc;
  const source = entities.AuthorizationCode ?? entities.RefreshToken;
  if (source === undefined) return {};
  return {
    ...(Array.isArray(source.amr) ? { amr: source.amr } : {}),
    ...(typeof source.authTime === 'number' ? { auth_time: source.authTime } : {}),
  };
}
