import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/broadband/change-broadband-plan')({
  staticData: routeStaticData('broadband-change-plan'),
  component: BroadbandChangePlanPage,
});

function BroadbandChangePlanPage() {
  return <PlaceholderPage routeKey="broadband-change-plan" />;
}
