import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeStaticData } from '../../shared/routing/static-data';

/**
 * The older portal's Change Hub was where plans were changed. Its work now lives in the
 * change-plan pages, and the broadband plan is the hub's first change (spec section 1,
 * "Manage broadband"), so old links and bookmarks land there; the page's own guards and
 * the prepay restriction still apply on arrival. The route guards of the root run first, so
 * someone signed out signs in and then comes here.
 */
export const Route = createFileRoute('/_default/change-hub')({
  staticData: routeStaticData('change-hub'),
  beforeLoad: () => {
    throw redirect({ to: '/broadband/change-broadband-plan', replace: true });
  },
});
