import { createFileRoute } from '@tanstack/react-router';
import { AddPowerDetailsPage } from '../../../features/power';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/add-power/details')({
  staticData: routeStaticData('add-power-details'),
  component: AddPowerDetailsPage,
});
