import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPhoneNumber } from '@portal/domain';
import { PageHeader } from '../../../../shared/page/page-header';
import { changePlanOptionsQueryOptions } from '../api/plans-queries';
import { useSelectedMobileService } from '../../shared';
import { AddonsSection } from './addons-section';
import { ChangePlanSection } from './change-plan-section';
import { DeviceAgreements } from './device-agreements';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';

/** /mobile/change-plan: plans, add-ons and device agreements of the selected line. */
export function ChangePlanPage() {
  const { accountCode, selected: line, status, retry } = useSelectedMobileService();
  return (
    <>
      <PageHeader routeKey="mobile-change-plan" />
      {status === 'pending' ? (
        <LoadingSkeleton height={200} radius="md" label="Loading your mobile lines" />
      ) : status === 'error' ? (
        <LoadFailed what="your mobile lines" onRetry={retry} />
      ) : accountCode === null || line === null ? (
        <Text>This account has no mobile numbers whose plan could be changed.</Text>
      ) : (
        <LinePlans
          key={line.serviceEntity}
          accountCode={accountCode}
          line={line.serviceEntity}
          name={line.serviceEntityDescription}
        />
      )}
    </>
  );
}

function LinePlans({
  accountCode,
  line,
  name,
}: {
  accountCode: string;
  line: string;
  name: string | null;
}) {
  const options = useQuery(changePlanOptionsQueryOptions(accountCode, line));
  const number = formatPhoneNumber(line);
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="plans-heading">
        <Title order={2} size="h3" id="plans-heading">
          Plans for {name === null ? number : `${number} (${name})`}
        </Title>
        <Text size="sm">
          To see another number, choose it under Connection (in the menu on a phone).
        </Text>
        <ChangePlanSection accountCode={accountCode} line={line} />
      </Stack>
      <AddonsSection
        accountCode={accountCode}
        line={line}
        displayGstInclusive={options.data?.displayGstInclusive ?? true}
      />
      <DeviceAgreements accountCode={accountCode} />
    </Stack>
  );
}
