import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPhoneNumber } from '@portal/domain';
import type { Account } from '@portal/contracts';
import { accountQueryOptions, formatBillingAddress } from '../../../shared/accounts';
import { useAccountSelection, useIsStaff } from '../../../shared/session';
import { billingFormOf, contactFormOf } from '../api/details-forms';
import { BillingDetailsSection } from './billing-details-section';
import { ContactDetailsSection } from './contact-details-section';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';
import { LoadingStack } from '../../../shared/ui/loading-stack';
import { TitledSection } from '../../../shared/ui/titled-section';

/**
 * Contact and billing details of the selected account. Changes are the account owner's
 * (and staff's); an authorised user with AccountRead sees them without save buttons.
 */
export function MyDetails() {
  const { accountCode } = useAccountSelection();
  const isStaff = useIsStaff();
  const account = useQuery({
    ...accountQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  if (accountCode === null) return <Text>No account is selected.</Text>;
  if (account.isPending) {
    return (
      <LoadingStack gap="md" label="Loading your details">
        <Skeleton height={260} />
        <Skeleton height={320} />
      </LoadingStack>
    );
  }
  if (account.isError) {
    return (
      <Alert color="red" title="Oops, something went wrong" role="alert">
        Try reloading the page or come back later.
      </Alert>
    );
  }
  const canChange = isStaff || account.data.roles.includes('AccountOwner');
  if (!canChange) return <ReadOnlyDetails account={account.data} />;
  // Keyed by account so switching accounts starts the forms afresh.
  return (
    <Stack gap="lg" key={account.data.accountCode}>
      <ContactDetailsSection account={account.data} />
      <BillingDetailsSection account={account.data} />
    </Stack>
  );
}

function ReadOnlyDetails({ account }: { account: Account }) {
  const contact = contactFormOf(account);
  const billing = billingFormOf(account);
  const facts: [string, string][] = [
    ['Contact name', contact.contactName],
    ['Phone number', contact.phoneNumber === '' ? 'None' : formatPhoneNumber(contact.phoneNumber)],
    ['Mobile number', contact.mobileNumber === '' ? 'None' : contact.mobileNumber],
    ['Billing email', billing.billingEmail === '' ? 'None' : billing.billingEmail],
    ['Billing address', formatBillingAddress(account.billingAddress)],
  ];
  return (
    <TitledSection id="account-details" title="Account details" titleMb="xs">
      <ViewOnlyNotice unavailable="change these details or the people on the account" mb="md" />
      <Stack component="dl" gap="sm" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
    </TitledSection>
  );
}
