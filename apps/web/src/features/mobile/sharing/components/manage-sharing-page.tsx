import { Alert, Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SHARE_QUOTA_FALLBACK, type MobileService } from '@portal/contracts';
import { formatPhoneNumber, isValidMobileNumber, normaliseMobileNumber } from '@portal/domain';
import { PageHeader } from '../../../../shared/page/page-header';
import { beneficiariesQueryOptions, shareQuotaQueryOptions } from '../api/sharing-queries';
import { useSelectedMobileService } from '../../shared';
import { ShareForm } from './share-form';
import { Fact, lineName } from './sharing-beneficiaries-page';
import { formatShareAmount, shareTypeLabel } from './sharing-format';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { SharingSkeleton } from './sharing-states';
import { useCanChangeAccount, useIsViewOnly } from '../../../../shared/accounts';
import { ViewOnlyNotice } from '../../../../shared/ui/view-only-notice';

const parentPath = '/mobile/sharing/sharing-beneficiaries';

/** /mobile/sharing/manage-sharing?beneficiaryMsisdn=…: what one beneficiary gets. */
export function ManageSharingPage({
  beneficiaryMsisdn,
}: {
  beneficiaryMsisdn: string | undefined;
}) {
  const { accountCode, selected: line, status, retry } = useSelectedMobileService();
  const msisdn = beneficiaryMsisdn === undefined ? '' : normaliseMobileNumber(beneficiaryMsisdn);
  return (
    <>
      <PageHeader routeKey="manage-sharing" />
      {!isValidMobileNumber(msisdn) ? (
        <Alert color="gray" title="Choose a number first">
          Pick who to share with on the{' '}
          <Anchor component={Link} to={parentPath}>
            Data Sharing
          </Anchor>{' '}
          page.
        </Alert>
      ) : status === 'pending' ? (
        <SharingSkeleton label="Loading your mobile lines" />
      ) : status === 'error' ? (
        <LoadFailed what="your mobile lines" onRetry={retry} />
      ) : accountCode === null || line === null ? (
        <Text>This account has no mobile lines to share data from.</Text>
      ) : (
        <ManageShare
          key={`${line.serviceEntity}>${msisdn}`}
          accountCode={accountCode}
          line={line}
          msisdn={msisdn}
        />
      )}
    </>
  );
}

function ManageShare(props: { accountCode: string; line: MobileService; msisdn: string }) {
  const { accountCode, line, msisdn } = props;
  const beneficiaries = useQuery(beneficiariesQueryOptions(accountCode, line.serviceEntity));
  const quota = useQuery(shareQuotaQueryOptions(accountCode, line.serviceEntity, msisdn));
  const canChange = useCanChangeAccount(accountCode);
  const viewOnly = useIsViewOnly(accountCode);
  const [saved, setSaved] = useState<string | null>(null);
  if (beneficiaries.isPending || quota.isPending) {
    return <SharingSkeleton label="Loading what you share" />;
  }
  if (beneficiaries.isError) {
    return (
      <LoadFailed
        what="what you share"
        onRetry={() => {
          void beneficiaries.refetch();
        }}
      />
    );
  }
  const current = beneficiaries.data.find((entry) => entry.beneficiaryMsisdn === msisdn);
  const number = formatPhoneNumber(msisdn);
  return (
    <Stack gap="lg">
      <Text>
        Sharing from <strong>{lineName(line)}</strong> with{' '}
        <strong style={{ whiteSpace: 'nowrap' }}>{number}</strong>.
      </Text>
      {saved !== null && (
        <Alert
          color="green"
          role="status"
          title="Sharing saved"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap={4} align="flex-start">
            <Text size="sm">{saved}</Text>
            <Anchor component={Link} to={parentPath} size="sm" fw={600}>
              See everyone you share with
            </Anchor>
          </Stack>
        </Alert>
      )}
      <Paper
        withBorder
        p="md"
        radius="md"
        component="section"
        aria-label={`Now shared with ${number}`}
      >
        {current === undefined ? (
          <Text>You don't share data with {number} yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Fact label="Share type" value={shareTypeLabel[current.shareType]} />
            <Fact label="Every month" value={formatShareAmount(current.recurringShareAmountMB)} />
            <Fact
              label="This month (one-off)"
              value={formatShareAmount(current.currentMonthShareAmountMB)}
            />
          </SimpleGrid>
        )}
      </Paper>
      {viewOnly && <ViewOnlyNotice unavailable="share this line's data or change who gets it" />}
      {canChange && (
        <ShareForm
          accountCode={accountCode}
          line={line.serviceEntity}
          msisdn={msisdn}
          quota={quota.data ?? SHARE_QUOTA_FALLBACK}
          current={current}
          onSaved={setSaved}
        />
      )}
    </Stack>
  );
}
