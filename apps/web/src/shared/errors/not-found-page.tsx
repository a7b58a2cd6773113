import { useLocation } from '@tanstack/react-router';
import type { NotFoundRouteProps } from '@tanstack/react-router';
import { ErrorPage } from './error-page';
import { httpStatusText } from './http-status-text';

function statusFrom(data: unknown): number {
  if (typeof data === 'object' && data !== null && 'status' in data) {
    const { status } = data;
    if (typeof status === 'number') return status;
  }
  return 404;
}

/** Unknown paths and failed validate rules: 'Page Not Found: {path}' with the rule's status. */
export function NotFoundPage({ data }: NotFoundRouteProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const status = statusFrom(data);
  return <ErrorPage status={status} statusText={httpStatusText(status)} notFoundPath={pathname} />;
}
