import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountQueryOptions } from '../../../shared/accounts';
import { useAccountSelection, useIsStaff } from '../../../shared/session';
import { AuthorisedUsersSection } from './authorised-users-section';
import { LinkedNumbersSection } from './linked-numbers-section';
import { ServiceAddressesSection } from './service-addresses-section';

/**
 * The people and places of the selected account on /account/my-details. The authorised
 * users are the owner's (and staff's) to see and manage (decision 007); every holder sees
 * the linked numbers and service addresses.
 */
export function PeopleSections({ myUserGuid }: { myUserGuid: string }) {
  const { accountCode } = useAccountSelection();
  const isStaff = useIsStaff();
  const account = useQuery({
    ...accountQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  if (accountCode === null || account.data === undefined) return null;
  const isOwner = isStaff || account.data.roles.includes('AccountOwner');
  // Keyed by account so switching accounts starts the forms afresh.
  return (
    <Stack gap="lg" mt="lg" key={accountCode}>
      {isOwner && <AuthorisedUsersSection accountCode={accountCode} myUserGuid={myUserGuid} />}
      <LinkedNumbersSection accountCode={accountCode} canChange={isOwner} />
      <ServiceAddressesSection accountCode={accountCode} />
    </Stack>
  );
}
