import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/add-power/details')({
  staticData: routeStaticData('add-power-details'),
  component: AddPowerDetailsPage,
});

function AddPowerDetailsPage() {
  return <PlaceholderPage routeKey="add-power-details" />;
}
