import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/bill-history')({
  staticData: routeStaticData('bill-history'),
  component: BillHistoryPage,
});

function BillHistoryPage() {
  return <PlaceholderPage routeKey="bill-history" />;
}
