import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/power/')({
  staticData: routeStaticData('power'),
  component: PowerPage,
});

function PowerPage() {
  return <PlaceholderPage routeKey="power" />;
}
