import { renderDocument as renderServerPage, type Html } from '../../platform/server-pages/html';

export { escapeHtml, trusted, type Html } from '../../platform/server-pages/html';

/** Where the identity provider serves its one stylesheet. */
export const STYLESHEET_PATH = '/idp/assets/login.css';

/** The page frame of the identity provider: the portal's look, one `main`, one h1. */
export function renderDocument(options: { title: string; body: Html }): string {
  return renderServerPage({ ...options, stylesheet: STYLESHEET_PATH });
}
