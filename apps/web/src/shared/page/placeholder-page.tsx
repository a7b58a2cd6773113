import { ComingSoon } from './coming-soon';
import { PageHeader } from './page-header';
import { pageCopy } from '../routing/page-copy';
import type { RouteKey } from '../routing/route-meta';

/** A page whose feature has not landed: its header and a plain "not available yet". */
export function PlaceholderPage({ routeKey }: { routeKey: RouteKey }) {
  const { notYet } = pageCopy[routeKey];
  return (
    <>
      <PageHeader routeKey={routeKey} />
      {notYet && <ComingSoon message={notYet} />}
    </>
  );
}
