import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Account, NotificationPreferences } from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { SelectedAccountGate } from '../../../shared/accounts';
import { PageHeader } from '../../../shared/page/page-header';
import { useIsStaff } from '../../../shared/session';
import { CouldNotLoad } from '../../../shared/ui/could-not-load';
import { Fact } from '../../../shared/ui/fact';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { TitledSection } from '../../../shared/ui/titled-section';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';
import { notificationPreferencesQueryOptions } from '../api/notification-preferences-queries';
import { DataAlertLevel, ExtraRecipients, KindSections } from './notification-sections';
import { useNotificationsForm } from './use-notifications-form';

/** /account/notifications: what the account is told, by which channel (issue 28). */
export function NotificationsPage() {
  return (
    <>
      <PageHeader routeKey="notifications" />
      <SelectedAccountGate>
        {({ account }) => <Preferences key={account.accountCode} account={account} />}
      </SelectedAccountGate>
    </>
  );
}

function Preferences({ account }: { account: Account }) {
  const isStaff = useIsStaff();
  const query = useQuery(notificationPreferencesQueryOptions(account.accountCode));
  if (query.isPending) {
    return <LoadingSkeleton height={480} label="Loading your notification settings" />;
  }
  if (query.isError) {
    return <CouldNotLoad what="Your notification settings" onRetry={() => void query.refetch()} />;
  }
  // The owner chooses what the household is told, and staff may on their behalf (as on every
  // page; the server records a staff member's change); an authorised user only looks.
  if (isStaff || account.roles.includes('AccountOwner')) {
    return <PreferencesForm accountCode={account.accountCode} preferences={query.data} />;
  }
  return (
    <Stack gap="lg">
      <ViewOnlyNotice unavailable="change what the household is told" />
      <WhereMessagesGo preferences={query.data} />
      <KindSections preferences={query.data} form={null} />
      <ExtraRecipients preferences={query.data} form={null} />
      <DataAlertLevel preferences={query.data} form={null} />
    </Stack>
  );
}

function PreferencesForm({
  accountCode,
  preferences,
}: {
  accountCode: string;
  preferences: NotificationPreferences;
}) {
  const { form, save, submit } = useNotificationsForm(accountCode, preferences);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <WhereMessagesGo preferences={preferences} />
        <KindSections preferences={preferences} form={form} />
        <ExtraRecipients preferences={preferences} form={form} />
        <DataAlertLevel preferences={preferences} form={form} />
        {save.isError && (
          <Alert color="red" title="Uh oh, something went wrong." role="alert">
            {failureMessage(
              save.error,
              'Your notification settings could not be saved. Please try again.',
            )}
          </Alert>
        )}
        <SubmitButton pending={save.isPending}>Save notification settings</SubmitButton>
      </Stack>
    </form>
  );
}

/** The account's contact email and mobile, where its messages are sent. */
function WhereMessagesGo({ preferences }: { preferences: NotificationPreferences }) {
  const { email, mobile } = preferences.contact;
  return (
    <TitledSection
      title="Where your messages go"
      description="Emails go to the account’s contact email and texts to its mobile."
    >
      <Stack component="dl" gap="sm" m={0} mb="sm">
        <Fact label="Email" weight={500}>
          {email ?? 'None'}
        </Fact>
        <Fact label="Mobile for texts" weight={500}>
          {mobile === null ? 'None' : formatPhoneNumber(mobile)}
        </Fact>
      </Stack>
      <Text size="sm">
        To change them, update the account’s contact details on{' '}
        <Anchor component={Link} to="/account/my-details" underline="always">
          My details
        </Anchor>
        .
      </Text>
    </TitledSection>
  );
}
