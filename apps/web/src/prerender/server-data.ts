import { hydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { SERVER_DATA_ID } from './static-markup';

/**
 * Puts the answers a page was drawn from (a signed-in page the server drew, see
 * person-page.tsx) into the app's query cache, so the app's first render draws the same
 * page without asking for them again. They are as fresh as the page. The element goes
 * once read. False when the page brought none, or none that could be read.
 */
export function takeServerData(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(SERVER_DATA_ID);
  if (element === null) return false;
  const text = element.textContent;
  element.remove();
  try {
    // Written by this portal's own server (person-page.tsx), in this page's answer.
    hydrate(queryClient, JSON.parse(text) as DehydratedState);
    return true;
  } catch {
    // The app asks for everything itself, as on a plain page.
    return false;
  }
}
