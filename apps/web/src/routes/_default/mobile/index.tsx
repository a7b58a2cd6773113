import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/')({
  staticData: routeStaticData('mobile'),
  component: MobilePage,
});

function MobilePage() {
  return <PlaceholderPage routeKey="mobile" />;
}
