import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/usage')({
  staticData: routeStaticData('mobile-usage'),
  component: MobileUsagePage,
});

function MobileUsagePage() {
  return <PlaceholderPage routeKey="mobile-usage" />;
}
