import { createFileRoute } from '@tanstack/react-router';
import { BillHistoryPage } from '../../../features/billing/components/bill-history-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/bill-history')({
  staticData: routeStaticData('bill-history'),
  component: BillHistoryPage,
});
