import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Account } from '@portal/contracts';
import { Notice } from './notice';

/**
 * Spec section 6's gating: a farm-source account has statements only, so a page whose action
 * it may not take shows this instead of a form. `feature` names the action in the plural:
 * "Online payments", "House moves". The server refuses the same (ADR 021).
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
