import { renderDocument as renderServerPage, type Html } from '../../platform/server-pages/html';

export { escapeHtml, trusted, type Html } from '../../platform/server-pages/html';

/** Where the identity provider serves the shared stylesheet and its own (login.css). */
const ASSETS = '/idp/assets';

/** The page frame of the identity provider: the portal's look, one `main`, one h1. */
export function renderDocument(options: { title: string; body: Html }): string {
  return renderServerPage({ ...options, assets: ASSETS, stylesheet: 'login.css' });
}
