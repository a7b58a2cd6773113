import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/power/change-power-plan')({
  staticData: routeStaticData('power-change-plan'),
  component: PowerChangePlanPage,
});

function PowerChangePlanPage() {
  return <PlaceholderPage routeKey="power-change-plan" />;
}
