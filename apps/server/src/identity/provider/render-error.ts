import type { Configuration } from 'oidc-provider';
import { renderMessagePage } from '../pages/message-page';

const KNOWN_ERROR = /^[a-z_]{1,64}$/;

/**
 * oidc-provider's error page in the portal's look. Only the standard error code is shown
 * (it helps support); the description and anything of the internal error stay in the logs.
 */
export function renderError(portalUrl: string): NonNullable<Configuration['renderError']> {
  return (ctx, out) => {
    const code = KNOWN_ERROR.test(out.error) ? out.error : 'server_error';
    ctx.type = 'html';
    ctx.body = renderMessagePage({
      title: 'Sign-in could not continue',
      message: `Something was wrong with this sign-in request, so it stopped here. Go back to the portal and try again. (Reference: ${code})`,
      link: { href: portalUrl, text: 'Go to the portal' },
    });
  };
}
