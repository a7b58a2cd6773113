import { createFileRoute } from '@tanstack/react-router';
import { BillHistoryPage } from '../../../features/billing/components/bill-history-page';
import { PaymentPlanSection } from '../../../features/payment-help/components/payment-plan-section';
import { routeStaticData } from '../../../shared/routing/static-data';

export const Route = createFileRoute('/_default/account/bill-history')({
  staticData: routeStaticData('bill-history'),
  component: BillHistory,
});

/** The bills, with the account's payment plan (decision 061) under them when it has one. */
function BillHistory() {
  return <BillHistoryPage plan={(code) => <PaymentPlanSection accountCode={code} />} />;
}
