import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BROADBAND_PLAN_CHANGE_ORDER_TYPE,
  type BroadbandPlanOption,
  type InternetServiceDetails,
} from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { SelectedAccountGate } from '../../../shared/accounts';
import { failureMessage, PLEASE_TRY_AGAIN, useIdempotencyKey } from '../../../shared/api';
import { PendingOrders } from '../../../shared/orders';
import { PageHeader } from '../../../shared/page/page-header';
import { Notice } from '../../../shared/ui/notice';
import {
  broadbandPlansQueryOptions,
  internetServicesQueryOptions,
  usePlaceBroadbandPlanChange,
} from '../api/broadband-queries';
import { BroadbandPlanCard } from './broadband-plan-card';
import { PlanChangeDialog } from './plan-change-dialog';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

const TYPES = [BROADBAND_PLAN_CHANGE_ORDER_TYPE];

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Notice color="red" title="Uh oh, something went wrong." role="alert">
      <Text size="sm" mb="sm">
        {what} could not be loaded. Try reloading the page or come back later.
      </Text>
      <Button size="xs" variant="white" onClick={retry}>
        Try again
      </Button>
    </Notice>
  );
}

function PlanChoice(props: { accountCode: string; serviceId: string; canChange: boolean }) {
  const { accountCode, serviceId, canChange } = props;
  const plans = useQuery(broadbandPlansQueryOptions(accountCode, serviceId));
  const place = usePlaceBroadbandPlanChange(accountCode, serviceId);
  const idempotency = useIdempotencyKey();
  const [chosen, setChosen] = useState<BroadbandPlanOption | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (plans.isPending) return <LoadingSkeleton height={320} label="Loading plans" />;
  if (plans.isError) return <LoadFailed what="The plans" retry={() => void plans.refetch()} />;

  const confirm = () => {
    if (chosen === null) return;
    setError(null);
    place.mutate(
      { planKey: chosen.planKey, key: idempotency.keyFor({ planKey: chosen.planKey }) },
      {
        onSuccess: (placed) => {
          setChosen(null);
          notifications.show({
            color: 'teal',
            title: 'Your plan change is on its way',
            message: `${placed.summary}, from ${formatDate(placed.requestedDateOfProvisioning)}.`,
          });
        },
        onSettled: (_placed, failure) => {
          idempotency.settle(failure);
        },
        onError: (failure) => {
          setError(failureMessage(failure, PLEASE_TRY_AGAIN));
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <PendingOrders accountCode={accountCode} orderTypes={TYPES} title="Plan change on its way" />
      <Text>
        A change takes effect on {formatDate(plans.data.changeDate)}, so each bill has one plan on
        it. Only plans for your kind of connection are shown.
      </Text>
      {!canChange && <ViewOnlyNotice unavailable="change the broadband plan" />}
      <section aria-labelledby="broadband-plans-heading">
        <Title order={2} id="broadband-plans-heading" mb="sm">
          Broadband plans
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {plans.data.plans.map((plan) => (
            <BroadbandPlanCard
              key={plan.planKey}
              plan={plan}
              displayGstInclusiveValues={plans.data.displayGstInclusiveValues}
              disabled={!canChange || place.isPending}
              onChoose={
                canChange
                  ? () => {
                      setError(null);
                      setChosen(plan);
                    }
                  : null
              }
            />
          ))}
        </SimpleGrid>
      </section>
      <PlanChangeDialog
        accountCode={accountCode}
        serviceId={serviceId}
        plan={chosen}
        pending={place.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => {
          setChosen(null);
        }}
      />
    </Stack>
  );
}

/** The connection whose plan changes: the first one that has not been cancelled. */
function firstLive(services: readonly InternetServiceDetails[]) {
  return services.find((service) => service.activationStatus !== 'Cancelled');
}

function Connection({ accountCode, canChange }: { accountCode: string; canChange: boolean }) {
  const services = useQuery(internetServicesQueryOptions(accountCode));
  if (services.isPending) return <LoadingSkeleton height={320} label="Loading your broadband" />;
  if (services.isError) {
    return <LoadFailed what="Your broadband" retry={() => void services.refetch()} />;
  }
  const service = firstLive(services.data);
  if (service === undefined) {
    return <Text>There is no broadband connection on this account to change.</Text>;
  }
  return <PlanChoice accountCode={accountCode} serviceId={service.id} canChange={canChange} />;
}

/** /broadband/change-broadband-plan: the plans on offer, the impact, then the order. */
export function ChangeBroadbandPlanPage() {
  return (
    <>
      <PageHeader routeKey="broadband-change-plan" />
      <SelectedAccountGate>
        {({ account, canChange }) => (
          <Connection accountCode={account.accountCode} canChange={canChange} />
        )}
      </SelectedAccountGate>
    </>
  );
}
