import { Text } from '@mantine/core';
import type { Account } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { Notice } from './notice';

/**
 * A cancelled account (dateCancelled set) takes no new services: a sign-up page shows this
 * instead of its form. `feature` names the sign-up in the plural: "New mobile connections".
 */
export function ClosedAccountNotice({ feature, account }: { feature: string; account: Account }) {
  const closed = account.dateCancelled === null ? '' : ` on ${formatDate(account.dateCancelled)}`;
  return (
    <Notice color="gray" title="This account is closed" role="status">
      <Text size="sm">
        {feature} can&apos;t be added to {account.accountName} ({account.accountCode}): it was
        closed{closed}. Choose an open account in the account picker, or call us to open a new one.
      </Text>
    </Notice>
  );
}
