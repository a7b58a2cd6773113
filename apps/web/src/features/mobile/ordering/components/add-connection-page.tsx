import { Stack } from '@mantine/core';
import { isFarmSourceAccount } from '@portal/domain';
import { SelectedAccountGate } from '../../../../shared/accounts';
import { PageHeader } from '../../../../shared/page/page-header';
import { ClosedAccountNotice } from '../../../../shared/ui/closed-account-notice';
import { StatementsOnlyNotice } from '../../../../shared/ui/statements-only-notice';
import { ViewOnlyNotice } from '../../../../shared/ui/view-only-notice';
import { NewLineOrderForm } from './new-line-order-form';
import { YourOrders } from './your-orders';

/** /mobile/add-mobile-connection: order a new line, then see it under 'Your orders'. */
export function AddConnectionPage() {
  return (
    <>
      <PageHeader routeKey="mobile-add-connection" />
      <SelectedAccountGate>
        {({ account, canChange }) => {
          if (isFarmSourceAccount(account)) {
            return <StatementsOnlyNotice feature="New mobile connections" account={account} />;
          }
          if (account.dateCancelled !== null) {
            return <ClosedAccountNotice feature="New mobile connections" account={account} />;
          }
          return (
            <Stack gap="xl">
              {canChange ? (
                <NewLineOrderForm accountCode={account.accountCode} />
              ) : (
                <ViewOnlyNotice unavailable="add a mobile connection" />
              )}
              <YourOrders accountCode={account.accountCode} />
            </Stack>
          );
        }}
      </SelectedAccountGate>
    </>
  );
}
