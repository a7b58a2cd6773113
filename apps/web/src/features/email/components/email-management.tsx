import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountQueryOptions } from '../../../shared/accounts';
import { useAccountSelection, useIsStaff } from '../../../shared/session';
import { Notice } from '../../../shared/ui/notice';
import { mailboxesQueryOptions } from '../api/email-queries';
import { AddMailboxSection } from './add-mailbox-section';
import { MailboxList } from './mailbox-list';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';
import { LoadingStack } from '../../../shared/ui/loading-stack';

/**
 * The mailboxes of the selected account's email product (spec sections 1 and 6). Only the
 * account owner (and staff) may change them; an AccountRead user sees the list alone.
 */
export function EmailManagement() {
  const { accountCode } = useAccountSelection();
  const isStaff = useIsStaff();
  const code = accountCode ?? '';
  const mailboxes = useQuery({ ...mailboxesQueryOptions(code), enabled: accountCode !== null });
  const account = useQuery({ ...accountQueryOptions(code), enabled: accountCode !== null });
  if (accountCode === null) return <Text>No account is selected.</Text>;
  if (mailboxes.isPending) {
    return (
      <LoadingStack gap="md" label="Loading your mailboxes">
        <Skeleton height={90} />
        <Skeleton height={90} />
        <Skeleton height={280} />
      </LoadingStack>
    );
  }
  if (mailboxes.isError) {
    return (
      <Notice color="red" title="Oops, something went wrong" role="alert">
        Try reloading the page or come back later.
      </Notice>
    );
  }
  const { emailProduct, mailboxes: boxes } = mailboxes.data;
  if (emailProduct === null) {
    return (
      <Notice color="blue" title="No email product on this account">
        <Stack gap="xs">
          <Text>
            Account {accountCode} has no email service, so there are no mailboxes to manage here.
          </Text>
          <Anchor component={Link} to="/" fw={600}>
            Back to dashboard
          </Anchor>
        </Stack>
      </Notice>
    );
  }
  const canChange = isStaff || (account.data?.roles.includes('AccountOwner') ?? false);
  return (
    <Stack gap="lg" key={accountCode}>
      <MailboxList
        accountCode={accountCode}
        product={emailProduct}
        mailboxes={boxes}
        canChange={canChange}
      />
      {canChange ? (
        <AddMailboxSection
          accountCode={accountCode}
          product={emailProduct}
          mailboxCount={boxes.length}
        />
      ) : (
        <ViewOnlyNotice unavailable="add or remove mailboxes" />
      )}
    </Stack>
  );
}
