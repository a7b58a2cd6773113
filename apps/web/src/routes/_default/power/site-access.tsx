import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/power/site-access')({
  staticData: routeStaticData('power-site-access'),
  component: PowerSiteAccessPage,
});

function PowerSiteAccessPage() {
  return <PlaceholderPage routeKey="power-site-access" />;
}
