import { createFileRoute } from '@tanstack/react-router';
import { BillDetailsPage } from '../../../features/billing/components/bill-details-page';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/bill-details')({
  staticData: routeStaticData('billing'),
  component: BillDetailsPage,
});
