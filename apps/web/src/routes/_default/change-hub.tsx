import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../shared/page/placeholder-page';
import { routeStaticData } from '../../shared/routing/static-data';

export const Route = createFileRoute('/_default/change-hub')({
  staticData: routeStaticData('change-hub'),
  component: ChangeHubPage,
});

function ChangeHubPage() {
  return <PlaceholderPage routeKey="change-hub" />;
}
