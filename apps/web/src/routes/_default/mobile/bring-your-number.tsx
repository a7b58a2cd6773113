import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/bring-your-number')({
  staticData: routeStaticData('mobile-bring-your-number'),
  component: MobileBringYourNumberPage,
});

function MobileBringYourNumberPage() {
  return <PlaceholderPage routeKey="mobile-bring-your-number" />;
}
