import { useEffect } from 'react';
import { Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../api';
import { claimChunkReload, isChunkLoadError } from './chunk-reload';
import { ErrorPage } from './error-page';
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

/** errorComponent of every route: a chunk failure reloads the target once, anything else shows the error page. */
export function RouteError({ error }: ErrorComponentProps) {
  const href = useRouterState({ select: (state) => state.location.href });
  const reload = decideReload(error, href);
  useEffect(() => {
    // A full page load of the target fetches the new index.html and its new chunk names.
    if (reload) window.location.assign(href);
  }, [reload, href]);
  if (reload) {
    return (
      <Text role="status" py="xl">
        Loading the latest version of the portal…
      </Text>
    );
  }
  return <ErrorPage {...statusOf(error)} />;
}
