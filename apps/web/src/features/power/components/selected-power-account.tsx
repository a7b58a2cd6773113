import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAccountSelection } from '../../../shared/session';

/** Renders its children with the selected account's code; the route guards make sure there is one. */
export function WithSelectedAccount({
  children,
}: {
  children: (accountCode: string) => ReactNode;
}) {
  const { accountCode } = useAccountSelection();
  if (accountCode === null) return <Text>No account is selected.</Text>;
  return children(accountCode);
}
