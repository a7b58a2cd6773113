import { errors, type Configuration, type CookiesSetOptions } from 'oidc-provider';
import { apiAudience } from '../../auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { oidcPayloadAdapter } from '../adapter/oidc-payload-adapter';
import type { IdpKeys } from '../keys/load-idp-keys';
import { findAccount, getIdentitySummary } from './find-account';
import { lifetimes } from './lifetimes';
import { portalClient } from './portal-client';
import { renderError } from './render-error';
import { rpInitiatedLogout } from './end-session';
import { signInClaims } from './sign-in-claims';

/** Paths under /idp that the module serves itself; everything else there is oidc-provider's. */
export const INTERACTION_PATH = '/idp/interaction';

export interface ProviderDependencies {
  config: Config;
  db: Db;
  keys: IdpKeys;
  cookieOptions: CookiesSetOptions;
  revokeGrant: (grantId: string) => Promise<void>;
}

/** oidc-provider's configuration: every choice of decision 004 in one place. */
export function providerConfiguration(deps: ProviderDependencies): Configuration {
  const { config, db, keys, cookieOptions } = deps;
  // The one resource server: the product API, whose audience every access token names.
  const audience = apiAudience({ config });
  return {
    adapter: oidcPayloadAdapter(db),
    clients: [portalClient(config.publicUrl)],
    jwks: { keys: keys.signing },
    cookies: {
      keys: keys.cookie,
      long: cookieOptions,
      short: cookieOptions,
      names: { session: '_idp_session', interaction: '_idp_interaction', resume: '_idp_resume' },
    },
    routes: {
      authorization: '/connect/authorize',
      token: '/connect/token',
      end_session: '/connect/endsession',
      jwks: '/jwks',
    },
    scopes: ['openid', 'offline_access'],
    // amr and auth_time: how and when the person signed in (passkey or password, decision 051).
    claims: { openid: ['sub', 'pool', 'email', 'name', 'amr', 'auth_time'] },
    // ID tokens carry the claims above even in the code flow (the session module reads them).
    conformIdTokenClaims: false,
    extraParams: ['pool'],
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    enabledJWA: { idTokenSigningAlgValues: ['ES256'] },
    pkce: { required: () => true },
    findAccount: findAccount(db),
    async extraTokenClaims(ctx, token) {
      // Client-credentials tokens have no person behind them (and that grant is off anyway).
      if (!('accountId' in token)) return undefined;
      const identity = await getIdentitySummary(db, token.accountId);
      if (identity === undefined) return undefined;
      // The grant lets the API tell this sign-in from others a password change ended (023);
      // amr and auth_time say how and when the person signed in (decisions 051, 052).
      return {
        pool: identity.pool,
        ...(typeof token.grantId === 'string' ? { gid: token.grantId } : {}),
        ...signInClaims(ctx),
      };
    },
    // Always rotate; oidc-provider revokes the whole grant when a used one comes back.
    rotateRefreshToken: true,
    // oidc-provider keeps offline_access only with prompt=consent (OpenID Connect Core 11),
    // which the spec's authorize request does not send. Refresh tokens for the portal's own
    // client are policy, not a per-request consent, so they follow the client's grant types.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Tokens end with the IdP session too, so signing out there revokes the grant (oidc-provider
    // keeps grants whose tokens outlive the session, "persistsLogout", on sign-out).
    expiresWithSession: () => true,
    ttl: lifetimes(config.identity),
    // The token endpoint is called server to server (the session module): no CORS at all.
    clientBasedCORS: () => false,
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    renderError: renderError(config.publicUrl),
    features: {
      devInteractions: { enabled: false },
      // Bearer tokens only: the API checks plain JWTs (decision 004).
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      // Every access token is a JWT for the API, so there is nothing for userinfo to serve.
      userinfo: { enabled: false },
      rpInitiatedLogout: rpInitiatedLogout({ ...deps, portalUrl: config.publicUrl }),
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience,
            accessTokenTTL: config.identity.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
  };
}
