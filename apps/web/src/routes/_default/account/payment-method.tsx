import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/payment-method')({
  staticData: routeStaticData('payment-method'),
  component: PaymentMethodPage,
});

function PaymentMethodPage() {
  return <PlaceholderPage routeKey="payment-method" />;
}
