import { createFileRoute } from '@tanstack/react-router';
import { AddPowerPage } from '../../../features/power';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/add-power/')({
  staticData: routeStaticData('add-power'),
  component: AddPowerPage,
});
