import { useQuery } from '@tanstack/react-query';
import { Skeleton, Stack, Text } from '@mantine/core';
import { formatDate, formatNzd } from '@portal/domain';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { LoadingStack } from '../../../shared/ui/loading-stack';
import { TitledSection } from '../../../shared/ui/titled-section';
import { costToLeaveQueryOptions } from '../api/cost-to-leave-queries';
import { ServiceCostCard } from './service-cost-card';

/** The heading's id: service pages link to /account/my-details#cost-to-leave. */
export const COST_TO_LEAVE_ID = 'cost-to-leave';

/**
 * What it costs to leave (issue 30), on the account page: for each service what is left to
 * pay if it ended today, and how that falls (decision 058). Amounts to pay, so incl. GST.
 * A section, not a page of its own, so the initial bundle carries no route for it.
 */
export function CostToLeaveSection({ accountCode }: { accountCode: string }) {
  return (
    <TitledSection
      title="What it costs to leave"
      id={COST_TO_LEAVE_ID}
      description="What is left to pay on each service if it ended today, device instalments and any fee to leave a fixed term early, and how that falls month by month."
    >
      <CostsToLeave accountCode={accountCode} />
    </TitledSection>
  );
}

function CostsToLeave({ accountCode }: { accountCode: string }) {
  const cost = useQuery(costToLeaveQueryOptions(accountCode));
  if (cost.isPending) {
    return (
      <LoadingStack gap="md" label="Loading what it costs to leave">
        {[0, 1].map((row) => (
          <Skeleton key={row} height={120} />
        ))}
      </LoadingStack>
    );
  }
  if (cost.isError) {
    return (
      <LoadFailed
        what="what it costs to leave"
        onRetry={() => {
          void cost.refetch();
        }}
      />
    );
  }
  const { data } = cost;
  return (
    <Stack gap="md">
      <Text>
        {data.services.length === 0
          ? 'There are no services on this account, so there is nothing to pay to leave.'
          : `If every service ended today, ${formatDate(data.today)}, there would be ${formatNzd(data.total)} left to pay, incl. GST.`}
      </Text>
      {data.services.map((service) => (
        <ServiceCostCard key={`${service.kind}-${service.serviceId}`} service={service} />
      ))}
    </Stack>
  );
}
