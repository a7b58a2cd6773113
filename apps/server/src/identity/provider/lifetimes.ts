import type { Configuration } from 'oidc-provider';
import type { Config } from '../../config';

/** How long a sign-in page may stay open before the person must start again. */
export const INTERACTION_TTL_SECONDS = 30 * 60;
/** Codes are exchanged by the session module at once; a minute allows for a slow network. */
export const AUTHORIZATION_CODE_TTL_SECONDS = 60;

/**
 * Every lifetime set explicitly (oidc-provider's defaults run to 14 days). Access and ID
 * tokens are short; a refresh token keeps the absolute end of the first one of its chain, so
 * rotation never extends a sign-in past IDP_REFRESH_TOKEN_TTL.
 */
export function lifetimes(identity: Config['identity']): NonNullable<Configuration['ttl']> {
  return {
    AccessToken: identity.accessTokenTtl,
    IdToken: identity.accessTokenTtl,
    AuthorizationCode: AUTHORIZATION_CODE_TTL_SECONDS,
    Interaction: INTERACTION_TTL_SECONDS,
    Session: identity.sessionTtl,
    Grant: Math.max(identity.refreshTokenTtl, identity.sessionTtl),
    RefreshToken: (ctx) => {
      const rotated = ctx.oidc.entities.RotatedRefreshToken;
      return rotated === undefined ? identity.refreshTokenTtl : rotated.remainingTTL;
    },
  };
}
