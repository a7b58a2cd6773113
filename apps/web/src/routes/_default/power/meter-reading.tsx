import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/power/meter-reading')({
  staticData: routeStaticData('power-meter-reading'),
  component: PowerMeterReadingPage,
});

function PowerMeterReadingPage() {
  return <PlaceholderPage routeKey="power-meter-reading" />;
}
