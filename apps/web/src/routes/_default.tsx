import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../shared/layout/default-layout';

/**
 * Pathless layout of the signed-in pages (meta layout 'default'). The guards of spec
 * section 2 run before it, in the root route's `beforeLoad`, so unmatched paths get them too.
 */
export const Route = createFileRoute('/_default')({
  component: DefaultLayoutRoute,
});

function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}
