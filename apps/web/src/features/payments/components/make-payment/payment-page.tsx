import { PageHeader } from '../../../../shared/page/page-header';
import { AccountGate } from '../shared/account-gate';
import { MakePayment } from './make-payment';

/** /account/payment: 'Make a Payment'. */
export function PaymentPage() {
  return (
    <>
      <PageHeader routeKey="payment" />
      <AccountGate feature="Online payments">{(gated) => <MakePayment {...gated} />}</AccountGate>
    </>
  );
}
