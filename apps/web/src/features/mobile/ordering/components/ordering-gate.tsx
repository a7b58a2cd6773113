import { Anchor, Button, Skeleton, Stack, Text, Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Account } from '@portal/contracts';
import { accountQueryOptions } from '../../../../shared/accounts';
import { useIsStaff, useSelectedAccountCode } from '../../../../shared/session';

export interface OrderingAccount {
  account: Account;
  /** Owners and staff may order; AccountRead users see the orders only. */
  canOrder: boolean;
}

/** Loads the selected account, with skeletons while it comes and a retry if it fails. */
export function OrderingGate({ children }: { children: (gated: OrderingAccount) => ReactNode }) {
  const accountCode = useSelectedAccountCode();
  const isStaff = useIsStaff();
  const query = useQuery({
    ...accountQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  if (accountCode === null) {
    return (
      <Alert color="gray" title="Choose an account first">
        Pick an account on{' '}
        <Anchor component={Link} to="/">
          My Dashboard
        </Anchor>{' '}
        and come back.
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading your account">
        <Skeleton height={60} radius="md" />
        <Skeleton height={260} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Oops, something went wrong" role="alert">
        <Text size="sm" mb="sm">
          We couldn't load account {accountCode}. Try reloading the page or come back later.
        </Text>
        <Button size="xs" variant="white" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const account = query.data;
  return <>{children({ account, canOrder: isStaff || account.roles.includes('AccountOwner') })}</>;
}
