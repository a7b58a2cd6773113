import { createFileRoute } from '@tanstack/react-router';
import { SiteAccessPage } from '../../../features/power';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/power/site-access')({
  staticData: routeStaticData('power-site-access'),
  component: SiteAccessPage,
});
