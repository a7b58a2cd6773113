import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../shared/page/placeholder-page';
import { routeStaticData } from '../../shared/routing/static-data';

export const Route = createFileRoute('/_anonymous/onlinepayments')({
  staticData: routeStaticData('online-payments'),
  component: OnlinePaymentsPage,
});

function OnlinePaymentsPage() {
  return <PlaceholderPage routeKey="online-payments" />;
}
