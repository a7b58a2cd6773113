import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { renderMessagePage } from '../pages/message-page';
import { finishLogout, type FinishLogoutOptions } from './finish-logout';

type RpInitiatedLogout = NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>;

/**
 * True when the end-session request proves who asks: a valid ID token (oidc-provider has
 * checked its signature, issuer and audience) for the person signed in to this IdP
 * session, and for this very session when the token names one.
 */
function hintMatchesSession(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint;
  const { session, client } = ctx.oidc;
  if (hint === undefined || client === undefined || session?.accountId === undefined) {
    return false;
  }
  if (hint.payload.sub !== session.accountId) return false;
  const sid = hint.payload.sid;
  return sid === undefined || sid === session.sidFor(client.clientId);
}

/**
 * RP-initiated logout without script. oidc-provider has no option to skip its confirmation,
 * and its default pages submit forms by inline script (our CSP forbids that). So: with an
 * id_token_hint for the current session, logoutSource signs out at once and redirects
 * (OpenID RP-Initiated Logout lets the OP skip asking then); otherwise it renders a
 * confirmation page whose form the person submits.
 */
export function rpInitiatedLogout(options: FinishLogoutOptions & { portalUrl: string }) {
  const config: RpInitiatedLogout = {
    enabled: true,
    async logoutSource(ctx) {
      if (hintMatchesSession(ctx)) {
        await finishLogout(ctx, options);
        return;
      }
      const secret = ctx.oidc.session?.state?.secret;
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        title: 'Sign out',
        message: 'Do you want to sign out of the portal on this device?',
        form: {
          action: ctx.oidc.urlFor('end_session_confirm'),
          fields: { xsrf: typeof secret === 'string' ? secret : '', logout: 'yes' },
          button: 'Sign out',
        },
        link: { href: options.portalUrl, text: 'Stay signed in' },
      });
    },
    postLogoutSuccessSource(ctx) {
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        title: 'You are signed out',
        message: 'You have signed out of the portal.',
        link: { href: options.portalUrl, text: 'Go to the portal' },
      });
    },
  };
  return config;
}

/**
 * With no IdP session (it ended, or this browser never had one) oidc-provider answers the
 * end-session request with a page that submits itself by inline script. There is nothing
 * to confirm then, so this finishes the logout with a plain redirect instead.
 */
export function replaceScriptedLogoutForm(options: FinishLogoutOptions) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<unknown>): Promise<void> => {
    const policy = ctx.response.get('content-security-policy');
    await next();
    const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
    if (oidc?.route !== 'end_session' || ctx.status !== 200) return;
    if (oidc.session?.accountId !== undefined) return;
    // oidc-provider added its script's hash to our policy; the page is gone, so is the hash.
    if (policy !== '') ctx.set('content-security-policy', policy);
    await finishLogout(ctx, options);
  };
}
