import { createFileRoute } from '@tanstack/react-router';
import { TransactionHistoryPage } from '../../../features/billing/components/transaction-history-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/transaction-history')({
  staticData: routeStaticData('transaction-history'),
  component: TransactionHistoryPage,
});
