import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SHARE_QUOTA_FALLBACK, type MobileService } from '@portal/contracts';
import { DATA_SHARE_LIMIT, formatPhoneNumber } from '@portal/domain';
import { PageHeader } from '../../../../shared/page/page-header';
import { beneficiariesQueryOptions, shareQuotaQueryOptions } from '../api/sharing-queries';
import { useSelectedMobileService } from '../../shared';
import { AddBeneficiary } from './add-beneficiary';
import { BeneficiaryCard } from './beneficiary-card';
import { formatShareAmount } from './sharing-format';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { SharingSkeleton } from './sharing-states';
import { useCanChangeAccount, useIsViewOnly } from '../../../../shared/accounts';
import { ViewOnlyNotice } from '../../../../shared/ui/view-only-notice';

/** /mobile/sharing/sharing-beneficiaries: who the selected line shares its data with. */
export function SharingBeneficiariesPage() {
  const { accountCode, selected: line, status, retry } = useSelectedMobileService();
  return (
    <>
      <PageHeader routeKey="sharing-beneficiaries" />
      {status === 'pending' ? (
        <SharingSkeleton label="Loading your mobile lines" />
      ) : status === 'error' ? (
        <LoadFailed what="your mobile lines" onRetry={retry} />
      ) : accountCode === null || line === null ? (
        <Text>This account has no mobile lines to share data from.</Text>
      ) : (
        <LineSharing key={line.serviceEntity} accountCode={accountCode} line={line} />
      )}
    </>
  );
}

export function lineName(line: MobileService): string {
  const number = formatPhoneNumber(line.serviceEntity);
  return line.serviceEntityDescription ? `${number} (${line.serviceEntityDescription})` : number;
}

function LineSharing({ accountCode, line }: { accountCode: string; line: MobileService }) {
  const beneficiaries = useQuery(beneficiariesQueryOptions(accountCode, line.serviceEntity));
  const quota = useQuery(shareQuotaQueryOptions(accountCode, line.serviceEntity, null));
  const canChange = useCanChangeAccount(accountCode);
  const viewOnly = useIsViewOnly(accountCode);
  const [notice, setNotice] = useState<string | null>(null);

  if (beneficiaries.isPending || quota.isPending) {
    return <SharingSkeleton label="Loading who you share with" />;
  }
  if (beneficiaries.isError) {
    return (
      <LoadFailed
        what="who you share your data with"
        onRetry={() => {
          void beneficiaries.refetch();
        }}
      />
    );
  }
  const list = beneficiaries.data;
  // The quota query itself falls back on failure (spec section 8).
  const available = quota.data ?? SHARE_QUOTA_FALLBACK;
  const nothingToShare =
    !available.open.allowed &&
    available.recurring.availableMb === 0 &&
    available.oneOff.availableMb === 0;
  return (
    <Stack gap="xl">
      <Text>
        Sharing from <strong>{lineName(line)}</strong>. To share from another number, choose it
        under Connection (in the menu on a phone).
      </Text>
      {notice !== null && (
        <Alert
          color="green"
          role="status"
          title="Done"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => {
            setNotice(null);
          }}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {notice}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="share-quota">
        <Title order={2} size="h4" id="share-quota" mb="xs">
          What you can still share
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label="Every month" value={formatShareAmount(available.recurring.availableMb)} />
          <Fact label="This month only" value={formatShareAmount(available.oneOff.availableMb)} />
          <Fact
            label="Open sharing"
            value={available.open.allowed ? 'Available' : 'Not available on this line'}
          />
        </SimpleGrid>
        {nothingToShare && (
          <Text size="sm" c="dimmed" mt="xs">
            There is no data to share from this line right now. A group member line shares its
            leader's data, so sharing is set up on the leader's line.
          </Text>
        )}
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="beneficiaries">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="beneficiaries">
            Who you share with
          </Title>
          <Text size="sm" c="dimmed">
            {list.length} of up to {DATA_SHARE_LIMIT} numbers
          </Text>
        </Group>
        {list.length === 0 ? (
          <Text c="dimmed">
            {canChange
              ? "You don't share your data with anyone yet. Add a number below to start."
              : "This line doesn't share its data with anyone yet."}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" component="ul" p={0} m={0}>
            {list.map((beneficiary) => (
              <BeneficiaryCard
                key={beneficiary.beneficiaryMsisdn}
                accountCode={accountCode}
                line={line.serviceEntity}
                beneficiary={beneficiary}
                canChange={canChange}
                onRemoved={setNotice}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {viewOnly && <ViewOnlyNotice unavailable="share this line's data or change who gets it" />}
      {canChange && (
        <AddBeneficiary
          accountCode={accountCode}
          line={line.serviceEntity}
          atLimit={list.length >= DATA_SHARE_LIMIT}
        />
      )}
    </Stack>
  );
}

export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
