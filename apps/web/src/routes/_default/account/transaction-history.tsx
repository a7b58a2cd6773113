import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../shared/page/placeholder-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/transaction-history')({
  staticData: routeStaticData('transaction-history'),
  component: TransactionHistoryPage,
});

function TransactionHistoryPage() {
  return <PlaceholderPage routeKey="transaction-history" />;
}
