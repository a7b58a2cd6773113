import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { useMatch, useRouterState } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../api';
import { AccountClaimsError } from '../session/session-errors';
import { claimChunkReload, isChunkLoadError } from './chunk-reload';
import { ErrorPage } from './error-page';
import { reportError } from './error-reporting';
import { httpStatusText } from './http-status-text';

// One decision per error object: React may render an error boundary twice (StrictMode,
// retries), and a second claim would wrongly read the first one's record as a loop.
const reloadDecisions = new WeakMap<object, boolean>();

function decideReload(error: unknown, href: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  let decision = reloadDecisions.get(error);
  if (decision === undefined) {
    decision = isChunkLoadError(error) && claimChunkReload(href);
    reloadDecisions.set(error, decision);
  }
  return decision;
}

function statusOf(error: unknown): { status: number; statusText: string } {
  if (isApiError(error)) {
    return { status: error.status, statusText: error.statusText || httpStatusText(error.status) };
  }
  return { status: 500, statusText: httpStatusText(500) };
}

/** A refused account is reported against that account, anything else the selected one. */
function accountOf(error: unknown): { accountCode?: string } {
  return error instanceof AccountClaimsError ? { accountCode: error.accountCode } : {};
}

/**
 * errorComponent of every route: a chunk failure reloads the target once, anything else
 * shows the error page and is reported, named by the route that failed (its id, not its
 * path, so no invoice id or number travels with it).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const href = useRouterState({ select: (state) => state.location.href });
  // The route whose boundary caught the error.
  const { routeId } = useMatch({ strict: false });
  const reload = decideReload(error, href);
  useEffect(() => {
    // A full page load of the target fetches the new index.html and its new chunk names.
    if (reload) window.location.assign(href);
    else reportError(error, { operation: `route ${routeId}`, ...accountOf(error) });
  }, [reload, href, error, routeId]);
  if (reload) {
    return (
      <Text role="status" py="xl">
        Loading the latest version of the portal…
      </Text>
    );
  }
  return <ErrorPage {...statusOf(error)} />;
}
