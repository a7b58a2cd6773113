import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../shared/page/placeholder-page';
import { routeStaticData } from '../../shared/routing/static-data';

export const Route = createFileRoute('/_anonymous/confirm-delivery-address')({
  staticData: routeStaticData('confirm-delivery-address'),
  component: ConfirmDeliveryAddressPage,
});

function ConfirmDeliveryAddressPage() {
  return <PlaceholderPage routeKey="confirm-delivery-address" />;
}
