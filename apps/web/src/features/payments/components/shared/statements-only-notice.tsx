import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Account } from '@portal/contracts';
import { Notice } from '../../../../shared/ui/notice';

/**
 * Spec section 6's gating for payments: a farm-source account has statements only, so it
 * gets a plain message instead of a form. `feature` says what the page does: "Online payments".
 */
export function StatementsOnlyNotice({ feature, account }: { feature: string; account: Account }) {
  return (
    <Notice color="blue" title="Statements only for this account">
      <Text size="sm" mb="xs">
        {feature} aren't available for {account.accountName} ({account.accountCode}). It is a Farm
        Source account: its charges are settled through your Farm Source statement, so here you can
        see your statements only.
      </Text>
      <Anchor component={Link} to="/account/bill-history" size="sm" fw={600}>
        See your statements
      </Anchor>
    </Notice>
  );
}
