import { PageHeader } from '../../../../shared/page/page-header';
import { AccountGate } from '../shared/account-gate';
import { PaymentMethod } from './payment-method';

/** /account/payment-method: direct debit or card. */
export function PaymentMethodPage() {
  return (
    <>
      <PageHeader routeKey="payment-method" />
      <AccountGate feature="Automatic payments">
        {(gated) => <PaymentMethod {...gated} />}
      </AccountGate>
    </>
  );
}
