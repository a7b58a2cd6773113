import { createFileRoute } from '@tanstack/react-router';
import { PaymentHelpPage } from '../../../features/payment-help/components/payment-help-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/payment-help')({
  staticData: routeStaticData('payment-help'),
  component: PaymentHelpPage,
});
