import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { isFarmSourceAccount } from '@portal/domain';
import { SelectedAccountGate } from '../../../../shared/accounts';
import { PageHeader } from '../../../../shared/page/page-header';
import { RelatedBillPages } from '../../../../shared/navigation/related-bill-pages';
import { StatementsOnlyNotice } from '../../../../shared/ui/statements-only-notice';
import { MakePayment } from './make-payment';

/** /account/payment: 'Make a Payment'. */
export function PaymentPage() {
  return (
    <>
      <PageHeader routeKey="payment" />
      <SelectedAccountGate>
        {(selected) =>
          isFarmSourceAccount(selected.account) ? (
            <StatementsOnlyNotice feature="Online payments" account={selected.account} />
          ) : (
            <>
              <MakePayment {...selected} />
              <Text size="sm" mt="lg">
                Can’t pay it all now?{' '}
                <Anchor component={Link} to="/account/payment-help" fw={600} underline="always">
                  Having trouble paying?
                </Anchor>{' '}
                Ask for more time or set up a payment plan.
              </Text>
            </>
          )
        }
      </SelectedAccountGate>
      <RelatedBillPages keys={['transaction-history', 'billing', 'payment-method', 'smooth-pay']} />
    </>
  );
}
