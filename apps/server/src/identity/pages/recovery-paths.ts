/** The identity provider's pages for getting (back) in, all without signing in. */
export const FORGOT_PASSWORD_PATH = '/idp/forgot-password';
export const RESET_PASSWORD_PATH = '/idp/reset-password';
export const REGISTER_PATH = '/idp/register';
export const REGISTER_SEND_PATH = '/idp/register/send';
export const REGISTER_COMPLETE_PATH = '/idp/register/complete';

/** The path of the page a reset email links to; the token is only ever hashed when stored. */
export function resetLinkPath(token: string): string {
  return `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}
