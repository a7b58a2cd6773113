import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SelectedAccountGate } from '../../../shared/accounts';
import { PageHeader } from '../../../shared/page/page-header';
import { CouldNotLoad } from '../../../shared/ui/could-not-load';
import { voiceServicesQueryOptions } from '../api/voice-queries';
import { VoiceFeaturesForm } from './voice-features-form';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

function Landlines({ accountCode, canChange }: { accountCode: string; canChange: boolean }) {
  const query = useQuery(voiceServicesQueryOptions(accountCode));
  if (query.isPending) return <LoadingSkeleton height={360} label="Loading your landline" />;
  if (query.isError) {
    return <CouldNotLoad what="Your landline" onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <Text>
        This account has no landline, so there are no voice features to manage.{' '}
        <Anchor component={Link} to="/broadband">
          Back to Broadband
        </Anchor>
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {query.data.map((landline) => (
        <VoiceFeaturesForm
          key={landline.id}
          accountCode={accountCode}
          landline={landline}
          canChange={canChange}
        />
      ))}
    </Stack>
  );
}

/** /voice/voice-features: the landline's features, switchable by the account owner. */
export function VoiceFeaturesPage() {
  return (
    <>
      <PageHeader routeKey="voice-features" />
      <SelectedAccountGate>
        {({ account, canChange }) => (
          <Landlines accountCode={account.accountCode} canChange={canChange} />
        )}
      </SelectedAccountGate>
    </>
  );
}
