import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSelectedAccountCode } from '../../../shared/session';

/**
 * Billing pages are about one account. Customers always have one selected by the guards;
 * staff who have not opened an account yet are pointed to the management page.
 */
export function AccountRequired({ children }: { children: (accountCode: string) => ReactNode }) {
  const accountCode = useSelectedAccountCode();
  if (accountCode === null) {
    return (
      <Text>
        Open an account first to see its bills.{' '}
        <Anchor component={Link} to="/management">
          Find an account
        </Anchor>
      </Text>
    );
  }
  return children(accountCode);
}
