import { Anchor, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Account } from '@portal/contracts';
import { useIsStaff, useSelectedAccountCode } from '../session';
import { LoadFailed } from '../ui/load-failed';
import { Notice } from '../ui/notice';
import { accountQueryOptions } from './account-queries';
import { LoadingStack } from '../ui/loading-stack';

export interface SelectedAccount {
  account: Account;
  /** Owners and staff may change things (pay, order); AccountRead users only look. */
  canChange: boolean;
}

/**
 * Renders its children with the selected account once it has loaded: asks for an account
 * when none is selected, shows skeletons while it comes and a retry if it fails.
 */
export function SelectedAccountGate({
  children,
}: {
  children: (selected: SelectedAccount) => ReactNode;
}) {
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
      <LoadingStack gap="md" label="Loading your account">
        <Skeleton height={90} radius="md" />
        <Skeleton height={220} radius="md" />
      </LoadingStack>
    );
  }
  if (query.isError) {
    return <LoadFailed what={`account ${accountCode}`} onRetry={() => void query.refetch()} />;
  }
  const account = query.data;
  return <>{children({ account, canChange: isStaff || account.roles.includes('AccountOwner') })}</>;
}
