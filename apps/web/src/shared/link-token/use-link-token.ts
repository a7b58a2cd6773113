import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { TabValue } from '../storage/tab-value';

/** The pages a message's single-use link opens. */
export type LinkPagePath = '/confirm-delivery-address' | '/invitation';

/**
 * The token of the link that opened `path`: from the URL on arrival, which it then leaves at
 * once (kept in the tab by `store`), or from the tab after a reload or a sign-in round trip.
 */
export function useLinkToken(
  path: LinkPagePath,
  linkToken: string | undefined,
  store: TabValue,
): string | null {
  const navigate = useNavigate();
  const [token] = useState(() => linkToken ?? store.kept());
  useEffect(() => {
    if (linkToken === undefined) return;
    store.keep(linkToken);
    void navigate({ to: path, search: {}, replace: true });
  }, [linkToken, navigate, path, store]);
  return token;
}
