import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/add-mobile-number')({
  staticData: routeStaticData('add-mobile-number'),
  component: AddMobileNumberPage,
});

function AddMobileNumberPage() {
  return <PlaceholderPage routeKey="add-mobile-number" />;
}
