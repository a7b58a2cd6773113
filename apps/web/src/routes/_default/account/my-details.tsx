import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AccountActivity } from '../../../features/account/activity/components/account-activity';
import { MyDetails } from '../../../features/account/components/my-details';
import { AlternateContactSection } from '../../../features/care/components/alternate-contact-section';
import {
  COST_TO_LEAVE_ID,
  CostToLeaveSection,
} from '../../../features/cost-to-leave/components/cost-to-leave-section';
import { ChangePasswordSection } from '../../../features/people/components/change-password-section';
import { PasskeysSection } from '../../../features/passkeys/components/passkeys-section';
import { YourDataSection } from '../../../features/data-rights/components/your-data-section';
import { PeopleSections } from '../../../features/people/components/people-sections';
import { useCanChangeAccount, useIsViewOnly } from '../../../shared/accounts';
import { PageHeader } from '../../../shared/page/page-header';
import { OnThisPage, type PageSectionLink } from '../../../shared/ui/on-this-page';
import { TitledSection } from '../../../shared/ui/titled-section';
import { routeStaticData } from '../../../shared/routing/static-data';
import { meQueryOptions, useAccountSelection, useIsStaff } from '../../../shared/session';

export const Route = createFileRoute('/_default/account/my-details')({
  staticData: routeStaticData('account'),
  // Awaited, as every section is about this person; the page's useSuspenseQuery then finds
  // the answer in the cache and never suspends (decision 042).
  loader: ({ context }) => context.queryClient.query(meQueryOptions()),
  component: AccountPage,
});

interface Shown {
  /** The account viewed, if any. */
  account: boolean;
  /** The person may change the account (its owner, or staff). */
  canChange: boolean;
  /** The person may only look at the account (an authorised user). */
  viewOnly: boolean;
  isStaff: boolean;
}

/** The page's sections in order, each by its heading's id, as they show for this person. */
function myDetailsIndex({ account, canChange, viewOnly, isStaff }: Shown): PageSectionLink[] {
  const links: [string, string, boolean][] = [
    ['contact-details', 'Contact details', account && !viewOnly],
    ['billing-details', 'Billing details', account && !viewOnly],
    ['account-details', 'Account details', account && viewOnly],
    ['notifications', 'Notifications', true],
    [COST_TO_LEAVE_ID, 'What it costs to leave', account],
    ['alternate-contact', 'Alternate contact', account && canChange],
    ['authorised-users', 'Authorised users', account && canChange],
    ['linked-numbers', 'Linked numbers', account],
    ['service-addresses', 'Service addresses', account],
    ['change-password', 'Change your password', true],
    ['passkeys', 'Passkeys', !isStaff],
    ['your-data', 'Your data', !isStaff],
    ['staff-openings', 'Staff who opened your account', account],
    ['recent-sign-ins', 'Recent sign-ins', !isStaff],
    ['signed-in-now', 'Where you’re signed in', !isStaff],
  ];
  return links.filter(([, , shown]) => shown).map(([id, label]) => ({ id, label }));
}

function AccountPage() {
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const { accountCode } = useAccountSelection();
  // Passkeys are a customer's own way in; staff viewing an account have their own sign-in.
  const isStaff = useIsStaff();
  const canChange = useCanChangeAccount(accountCode);
  const viewOnly = useIsViewOnly(accountCode);
  const index = myDetailsIndex({ account: accountCode !== null, canChange, viewOnly, isStaff });
  return (
    <>
      <PageHeader routeKey="account" />
      <OnThisPage links={index} />
      <Stack gap="lg">
        <MyDetails />
        <TitledSection id="notifications" title="Notifications">
          <Text size="sm">
            Choose what we tell you unasked, such as a mobile nearing its data or a bill ready, and
            whether by email, text or the inbox in the header:{' '}
            <Anchor component={Link} to="/account/notifications" underline="always">
              Notification settings
            </Anchor>
            .
          </Text>
        </TitledSection>
      </Stack>
      {accountCode !== null && (
        <Stack mt="lg">
          <CostToLeaveSection accountCode={accountCode} />
          <AlternateContactSection accountCode={accountCode} />
        </Stack>
      )}
      <PeopleSections myUserGuid={me.userGuid} />
      <ChangePasswordSection userGuid={me.userGuid} />
      {!isStaff && (
        <Stack mt="lg">
          <PasskeysSection userGuid={me.userGuid} />
        </Stack>
      )}
      {/* A person's own data; staff viewing an account ask the customer to do it. */}
      {!isStaff && (
        <Stack mt="lg">
          <YourDataSection userGuid={me.userGuid} accountCode={accountCode ?? undefined} />
        </Stack>
      )}
      <AccountActivity accountCode={accountCode} userGuid={me.userGuid} isStaff={isStaff} />
    </>
  );
}
