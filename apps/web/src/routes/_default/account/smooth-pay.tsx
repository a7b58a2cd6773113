import { createFileRoute } from '@tanstack/react-router';
import { SmoothPayPage } from '../../../features/payment-help/components/smooth-pay-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/smooth-pay')({
  staticData: routeStaticData('smooth-pay'),
  component: SmoothPayPage,
});
