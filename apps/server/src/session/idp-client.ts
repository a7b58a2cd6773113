import * as oauth from 'oauth4webapi';
import type { TokenDetails } from '@portal/contracts';
import type { ModuleFetch } from '../platform/module-fetch';
import { codeChallengeS256 } from './pkce';

export const CLIENT_ID = 'portal-web';
const SCOPE = 'openid offline_access';
const client: oauth.Client = { client_id: CLIENT_ID };
const clientAuth = oauth.None();

export interface IdpClientOptions {
  issuer: string;
  publicUrl: string;
  fetch: ModuleFetch;
}

/**
 * The session module's OpenID client: the PKCE code flow of spec section 7, run between
 * this server and the identity provider. The provider's metadata is read once and kept.
 */
export function idpClient(options: IdpClientOptions) {
  const issuerUrl = new URL(options.issuer);
  const requestOptions = {
    [oauth.customFetch]: (url: string, init: RequestInit) => options.fetch(url, init),
    // Plain http is only ever the loopback address in development and tests; the marker is
    // deprecated on purpose, to stand out, not because it will go away.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    [oauth.allowInsecureRequests]: issuerUrl.protocol === 'http:',
  };
  let metadata: Promise<oauth.AuthorizationServer> | undefined;

  function authorizationServer(): Promise<oauth.AuthorizationServer> {
    metadata ??= oauth
      .discoveryRequest(issuerUrl, { algorithm: 'oidc', ...requestOptions })
      .then((response) => oauth.processDiscoveryResponse(issuerUrl, response))
      .catch((error: unknown) => {
        metadata = undefined;
        throw error;
      });
    return metadata;
  }

  function toTokenDetails(response: oauth.TokenEndpointResponse, previous?: TokenDetails) {
    return {
      idToken: response.id_token ?? previous?.idToken ?? null,
      accessToken: response.access_token,
      refreshToken: response.refresh_token ?? previous?.refreshToken ?? null,
      // Absolute expiry, recomputed each time tokens are saved (spec section 4).
      expiresIn: Date.now() + (response.expires_in ?? 0) * 1000,
    } satisfies TokenDetails;
  }

  return {
    async authorizeUrl(input: {
      redirectUri: string;
      codeVerifier: string;
      state: string;
      pool: 'customer' | 'StaffIdentity';
      /** Ask the person to sign in again even with a live provider session (step-up, 052). */
      reauthenticate?: { loginHint: string | null };
    }): Promise<string> {
      const as = await authorizationServer();
      if (as.authorization_endpoint === undefined) throw new Error('IdP has no authorize endpoint');
      const url = new URL(as.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: CLIENT_ID,
        scope: SCOPE,
        redirect_uri: input.redirectUri,
        code_challenge: codeChallengeS256(input.codeVerifier),
        code_challenge_method: 'S256',
        state: input.state,
        pool: input.pool,
        ...(input.reauthenticate === undefined
          ? {}
          : {
              prompt: 'login',
              ...(input.reauthenticate.loginHint === null
                ? {}
                : { login_hint: input.reauthenticate.loginHint }),
            }),
      }).toString();
      return url.toString();
    },

    async exchangeCode(input: {
      callback: URLSearchParams;
      expectedState: string;
      redirectUri: string;
      codeVerifier: string;
    }): Promise<TokenDetails> {
      const as = await authorizationServer();
      const parameters = oauth.validateAuthResponse(
        as,
        client,
        input.callback,
        input.expectedState,
      );
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        parameters,
        input.redirectUri,
        input.codeVerifier,
        requestOptions,
      );
      return toTokenDetails(
        await oauth.processAuthorizationCodeResponse(as, client, response, {
          requireIdToken: true,
        }),
      );
    },

    async refresh(previous: TokenDetails): Promise<TokenDetails> {
      if (previous.refreshToken === null) throw new Error('no refresh token in session');
      const as = await authorizationServer();
      const response = await oauth.refreshTokenGrantRequest(
        as,
        client,
        clientAuth,
        previous.refreshToken,
        requestOptions,
      );
      return toTokenDetails(
        await oauth.processRefreshTokenResponse(as, client, response),
        previous,
      );
    },

    async endSessionUrl(input: { idToken: string | null; postLogoutRedirectUri: string }) {
      const as = await authorizationServer();
      if (as.end_session_endpoint === undefined) return input.postLogoutRedirectUri;
      const url = new URL(as.end_session_endpoint);
      url.search = new URLSearchParams({
        client_id: CLIENT_ID,
        post_logout_redirect_uri: input.postLogoutRedirectUri,
        ...(input.idToken === null ? {} : { id_token_hint: input.idToken }),
      }).toString();
      return url.toString();
    },
  };
}

export type IdpClient = ReturnType<typeof idpClient>;
