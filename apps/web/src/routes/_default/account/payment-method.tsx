import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodPage } from '../../../features/payments/components/payment-method/payment-method-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/payment-method')({
  staticData: routeStaticData('payment-method'),
  component: PaymentMethodPage,
});
