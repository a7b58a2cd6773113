import { Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Account } from '@portal/contracts';
import { isFarmSourceAccount } from '@portal/domain';
import { accountQueryOptions } from '../../../../shared/accounts';
import { useIsStaff } from '../../../../shared/session';
import { useSelectedAccountCode } from '../../../../shared/session';
import { Notice } from '../../../../shared/ui/notice';

export interface GatedAccount {
  account: Account;
  /** Owners and staff may pay and change payment methods; AccountRead users only look. */
  canChange: boolean;
}

interface AccountGateProps {
  /** What the page does, for the farm-source message: "Online payments", "Changing how you pay". */
  feature: string;
  children: (gated: GatedAccount) => ReactNode;
}

/**
 * Loads the selected account and applies spec section 6's gating for payments: a
 * farm-source account has statements only, so it gets a plain message instead of a form.
 */
export function AccountGate({ feature, children }: AccountGateProps) {
  const accountCode = useSelectedAccountCode();
  const isStaff = useIsStaff();
  const query = useQuery({
    ...accountQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });

  if (accountCode === null) {
    return (
      <Notice color="gray" title="Choose an account first">
        Pick an account on{' '}
        <Anchor component={Link} to="/">
          My Dashboard
        </Anchor>{' '}
        and come back.
      </Notice>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading your account">
        <Skeleton height={90} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Notice color="red" title="Oops, something went wrong" role="alert">
        <Text size="sm" mb="sm">
          We couldn't load account {accountCode}. Try reloading the page or come back later.
        </Text>
        <Button size="xs" variant="white" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  const account = query.data;
  if (isFarmSourceAccount(account)) {
    return (
      <Notice color="blue" title="Statements only for this account">
        <Text size="sm" mb="xs">
          {feature} aren't available for {account.accountName} ({account.accountCode}). It is a Farm
          Source account: its charges are settled through your Farm Source statement, so here you
          can see your statements only.
        </Text>
        <Anchor component={Link} to="/account/bill-history" size="sm" fw={600}>
          See your statements
        </Anchor>
      </Notice>
    );
  }
  const canChange = isStaff || account.roles.includes('AccountOwner');
  return <>{children({ account, canChange })}</>;
}
