import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/broadband/')({
  staticData: routeStaticData('broadband'),
  component: BroadbandPage,
});

function BroadbandPage() {
  return <PlaceholderPage routeKey="broadband" />;
}
