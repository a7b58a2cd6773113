import { createFileRoute } from '@tanstack/react-router';
import { PowerHomePage } from '../../../features/power';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/power/')({
  staticData: routeStaticData('power'),
  component: PowerHomePage,
});
