import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/change-plan')({
  staticData: routeStaticData('mobile-change-plan'),
  component: MobileChangePlanPage,
});

function MobileChangePlanPage() {
  return <PlaceholderPage routeKey="mobile-change-plan" />;
}
