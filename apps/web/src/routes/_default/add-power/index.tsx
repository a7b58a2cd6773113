import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/add-power/')({
  staticData: routeStaticData('add-power'),
  component: AddPowerPage,
});

function AddPowerPage() {
  return <PlaceholderPage routeKey="add-power" />;
}
