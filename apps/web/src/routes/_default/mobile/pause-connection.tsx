import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/mobile/pause-connection')({
  staticData: routeStaticData('mobile-pause-connection'),
  component: MobilePauseConnectionPage,
});

function MobilePauseConnectionPage() {
  return <PlaceholderPage routeKey="mobile-pause-connection" />;
}
