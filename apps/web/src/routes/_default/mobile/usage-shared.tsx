import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/usage-shared')({
  staticData: routeStaticData('mobile-usage-shared'),
  component: MobileUsageSharedPage,
});

function MobileUsageSharedPage() {
  return <PlaceholderPage routeKey="mobile-usage-shared" />;
}
