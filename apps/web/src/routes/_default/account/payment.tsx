import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '../../../features/payments/components/make-payment/payment-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/payment')({
  staticData: routeStaticData('payment'),
  component: PaymentPage,
});
