import { isFarmSourceAccount } from '@portal/domain';
import { SelectedAccountGate } from '../../../../shared/accounts';
import { PageHeader } from '../../../../shared/page/page-header';
import { RelatedBillPages } from '../../../../shared/navigation/related-bill-pages';
import { StatementsOnlyNotice } from '../../../../shared/ui/statements-only-notice';
import { PaymentMethod } from './payment-method';

/** /account/payment-method: direct debit or card. */
export function PaymentMethodPage() {
  return (
    <>
      <PageHeader routeKey="payment-method" />
      <SelectedAccountGate>
        {(selected) =>
          isFarmSourceAccount(selected.account) ? (
            <StatementsOnlyNotice feature="Automatic payments" account={selected.account} />
          ) : (
            <PaymentMethod {...selected} />
          )
        }
      </SelectedAccountGate>
      <RelatedBillPages keys={['payment', 'transaction-history', 'billing']} />
    </>
  );
}
