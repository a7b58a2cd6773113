import type { CookiesSetOptions, KoaContextWithOIDC } from 'oidc-provider';

export interface FinishLogoutOptions {
  cookieOptions: CookiesSetOptions;
  revokeGrant: (grantId: string) => Promise<void>;
}

/**
 * What oidc-provider's end-session confirmation does on "yes, sign out": every grant of the
 * IdP session is revoked (so its refresh tokens stop working), the session and its cookie
 * end, and the browser goes to the registered post-logout URI (already checked for an exact
 * match) with the client's state.
 */
export async function finishLogout(
  ctx: KoaContextWithOIDC,
  options: FinishLogoutOptions,
): Promise<void> {
  const { session, params, provider } = ctx.oidc;
  const grantIds = Object.values(session?.authorizations ?? {})
    .filter((authorization) => authorization.persistsLogout !== true)
    .map((authorization) => authorization.grantId)
    .filter((grantId): grantId is string => typeof grantId === 'string');
  await Promise.all(grantIds.map((grantId) => options.revokeGrant(grantId)));
  await session?.destroy();
  ctx.cookies.set(provider.cookieName('session'), null, options.cookieOptions);

  const postLogoutRedirectUri = params?.post_logout_redirect_uri;
  const state = params?.state;
  let target: URL;
  if (typeof postLogoutRedirectUri === 'string') {
    target = new URL(postLogoutRedirectUri);
    if (typeof state === 'string') target.searchParams.set('state', state);
  } else {
    target = new URL(ctx.oidc.urlFor('end_session_success'));
  }
  provider.emit('end_session.success', ctx);
  ctx.status = 303;
  ctx.redirect(target.href);
}
