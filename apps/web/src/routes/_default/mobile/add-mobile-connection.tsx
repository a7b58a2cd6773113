import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/add-mobile-connection')({
  staticData: routeStaticData('mobile-add-connection'),
  component: MobileAddConnectionPage,
});

function MobileAddConnectionPage() {
  return <PlaceholderPage routeKey="mobile-add-connection" />;
}
