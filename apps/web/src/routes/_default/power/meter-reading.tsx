import { createFileRoute } from '@tanstack/react-router';
import { MeterReadingPage } from '../../../features/power';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/power/meter-reading')({
  staticData: routeStaticData('power-meter-reading'),
  component: MeterReadingPage,
});
