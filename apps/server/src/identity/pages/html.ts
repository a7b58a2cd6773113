import { brandName, type Brand } from '@portal/domain';
import {
  escapeHtml,
  renderDocument as renderServerPage,
  trusted,
  type Html,
} from '../../platform/server-pages/html';

export { escapeHtml, trusted, type Html } from '../../platform/server-pages/html';

/** Where the identity provider serves the shared stylesheet and its own (login.css). */
const ASSETS = '/idp/assets';
/** The brand's colours, written from the configuration (brand-stylesheet.ts). */
export const BRAND_STYLESHEET = 'brand.css';
/** Reveals a password on request. */
export const SHOW_PASSWORD_SCRIPT = 'show-password.js';
/** @simplewebauthn/browser's own browser bundle, served from node_modules as it ships. */
export const WEBAUTHN_BROWSER_SCRIPT = 'webauthn-browser.js';
/** "Sign in with a passkey" and the email field's passkey autofill, over the bundle above. */
export const PASSKEY_SIGN_IN_SCRIPT = 'passkey-sign-in.js';
/** A staff sign-in's second step with a passkey: setting one up, or using it (decision 056). */
export const STAFF_PASSKEY_SCRIPT = 'staff-passkey.js';

/** One brand per deployment: set once when the module starts. */
let pageBrand: Brand = 'main';
export function setPageBrand(brand: Brand): void {
  pageBrand = brand;
}

/**
 * The page frame of the identity provider: the portal's look in the deployment's brand (its
 * name above the heading, its primary colour), one `main`, one h1.
 */
export function renderDocument(options: {
  title: string;
  body: Html;
  script?: boolean;
  /** The passkey sign-in scripts too (the customer sign-in page). */
  passkeys?: boolean;
  /** The staff second step's passkey scripts (set one up, or use it). */
  staffPasskeys?: boolean;
}): string {
  const brand = `<p class="brand">${escapeHtml(brandName(pageBrand))}</p>\n`;
  return renderServerPage({
    title: options.title,
    body: trusted(`${brand}${options.body.html}`),
    assets: ASSETS,
    stylesheet: 'login.css',
    moreStylesheets: [BRAND_STYLESHEET],
    scripts: [
      ...(options.script === true ? [SHOW_PASSWORD_SCRIPT] : []),
      ...(options.passkeys === true ? [WEBAUTHN_BROWSER_SCRIPT, PASSKEY_SIGN_IN_SCRIPT] : []),
      ...(options.staffPasskeys === true ? [WEBAUTHN_BROWSER_SCRIPT, STAFF_PASSKEY_SCRIPT] : []),
    ],
  });
}
