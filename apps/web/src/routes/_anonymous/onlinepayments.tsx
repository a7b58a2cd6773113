import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { OnlinePaymentPage } from '../../features/payments/components/online-payment/online-payment-page';
import { routeStaticData } from '../../shared/routing/static-data';

// The router reads `?transaction_local_id=1042` as a number; every parameter is text here.
const param = z
  .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().optional())
  .catch(undefined);

// The gateway's return parameters (spec section 2); anything missing is shown as such.
const searchSchema = z.object({
  transaction_local_id: param,
  transactionGuid: param,
  status: param,
});

export const Route = createFileRoute('/_anonymous/onlinepayments')({
  staticData: routeStaticData('online-payments'),
  validateSearch: searchSchema,
  component: OnlinePaymentsRoute,
});

function OnlinePaymentsRoute() {
  return <OnlinePaymentPage search={Route.useSearch()} />;
}
