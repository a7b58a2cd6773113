import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/payment')({
  staticData: routeStaticData('payment'),
  component: PaymentPage,
});

function PaymentPage() {
  return <PlaceholderPage routeKey="payment" />;
}
