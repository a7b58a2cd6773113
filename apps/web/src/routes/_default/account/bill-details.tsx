import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/bill-details')({
  staticData: routeStaticData('billing'),
  component: BillingPage,
});

function BillingPage() {
  return <PlaceholderPage routeKey="billing" />;
}
