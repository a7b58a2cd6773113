import { Outlet, createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../shared/layout/default-layout';

/**
 * Pathless layout of the signed-in pages (meta layout 'default'). The sign-in and account
 * guards of spec section 2 will run here in `beforeLoad`, reading the page's meta from
 * `leafRouteMeta(matches)`.
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
