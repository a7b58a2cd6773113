import type { ClientMetadata } from 'oidc-provider';

export const PORTAL_CLIENT_ID = 'portal-web';

/** Exactly the URIs of decision 004; oidc-provider compares redirect URIs as exact strings. */
export function portalRedirectUris(publicUrl: string): string[] {
  return [`${publicUrl}/login/login-complete`, `${publicUrl}/login-complete`];
}

export function portalPostLogoutRedirectUris(publicUrl: string): string[] {
  return [`${publicUrl}/logout/logout-complete`, `${publicUrl}/logout-complete`];
}

/**
 * The portal's one public client: no secret (the session module is its only caller, but it
 * is treated like any browser-based client), PKCE S256 required by the provider's config.
 */
export function portalClient(publicUrl: string): ClientMetadata {
  return {
    client_id: PORTAL_CLIENT_ID,
    client_name: 'Customer portal',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: portalRedirectUris(publicUrl),
    post_logout_redirect_uris: portalPostLogoutRedirectUris(publicUrl),
    scope: 'openid offline_access',
    id_token_signed_response_alg: 'ES256',
  };
}
