import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from '@portal/domain';
import { SelectedAccountGate } from '../accounts';
import { failureMessage, PLEASE_TRY_AGAIN } from '../api';
import { PendingOrders } from '../orders';
import { PageHeader } from '../page/page-header';
import { CouldNotLoad } from '../ui/could-not-load';
import { LoadingSkeleton } from '../ui/loading-skeleton';
import { ViewOnlyNotice } from '../ui/view-only-notice';
import { PlanCard } from './plan-card';
import { PlanChangeDialog } from './plan-change-dialog';
import type { QueryKey } from '@tanstack/react-query';
import type { PlanChangeService, PlanOf, PlanOptions } from './plan-change-service';
import { usePlanChangeOrder } from './use-plan-change-order';

function PlanChoice<Service, Plans extends PlanOptions, Key extends QueryKey>(props: {
  service: PlanChangeService<Service, Plans, Key>;
  accountCode: string;
  serviceId: string;
  canChange: boolean;
}) {
  const { service, accountCode, serviceId, canChange } = props;
  const { words } = service;
  const plans = useQuery(service.calls.plans(accountCode, serviceId));
  const queryClient = useQueryClient();
  const { order, place } = usePlanChangeOrder(
    service.calls.place(queryClient, accountCode, serviceId),
  );
  const [chosen, setChosen] = useState<PlanOf<Plans> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  if (plans.isPending) return <LoadingSkeleton height={320} label={words.plansLoading} />;
  if (plans.isError)
    return <CouldNotLoad what={words.plansName} onRetry={() => void plans.refetch()} />;

  const confirm = () => {
    if (chosen === null) return;
    setError(null);
    place(
      { planKey: chosen.planKey },
      {
        onSuccess: (placed) => {
          setChosen(null);
          notifications.show({
            color: 'teal',
            title: words.placedTitle,
            message: `${placed.summary}, from ${formatDate(placed.requestedDateOfProvisioning)}.`,
          });
        },
        onError: (failure) => {
          setError(failureMessage(failure, PLEASE_TRY_AGAIN));
        },
      },
    );
  };
  const ends = chosen !== null && service.ending?.is(chosen) === true;

  return (
    <Stack gap="lg">
      <PendingOrders
        accountCode={accountCode}
        orderTypes={service.orderTypes}
        title={words.pendingTitle}
      />
      <Text>{words.intro(formatDate(plans.data.changeDate))}</Text>
      {!canChange && <ViewOnlyNotice unavailable={words.viewOnly} />}
      <section aria-labelledby={headingId}>
        <Title order={2} id={headingId} mb="sm">
          {words.plansHeading}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: service.wideColumns }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {plans.data.plans.map((plan) => (
            <PlanCard
              key={plan.planKey}
              plan={plan}
              details={service.details(plan, plans.data.displayGstInclusiveValues)}
              badge={service.badge?.(plan)}
              disabled={!canChange || order.isPending}
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
        impact={service.calls.impact}
        accountCode={accountCode}
        serviceId={serviceId}
        plan={chosen}
        ending={ends ? (service.ending ?? null) : null}
        offerKind={service.offerKind ?? null}
        pending={order.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => {
          setChosen(null);
        }}
      />
    </Stack>
  );
}

function ServiceOfAccount<Service, Plans extends PlanOptions, Key extends QueryKey>(props: {
  service: PlanChangeService<Service, Plans, Key>;
  accountCode: string;
  canChange: boolean;
}) {
  const { service, accountCode, canChange } = props;
  const services = useQuery(service.services(accountCode));
  if (services.isPending) {
    return <LoadingSkeleton height={320} label={service.words.servicesLoading} />;
  }
  if (services.isError) {
    return (
      <CouldNotLoad what={service.words.servicesName} onRetry={() => void services.refetch()} />
    );
  }
  const picked = service.pick(services.data);
  if (picked === undefined) return <Text>{service.words.noService}</Text>;
  return (
    <PlanChoice
      service={service}
      accountCode={accountCode}
      serviceId={picked.id}
      canChange={canChange}
    />
  );
}

/**
 * A service's change-plan page: the plans on offer, the impact of the one chosen, then the
 * order. Broadband and voice are the same page in their own words (`service`).
 */
export function PlanChangePage<Service, Plans extends PlanOptions, Key extends QueryKey>({
  service,
}: {
  service: PlanChangeService<Service, Plans, Key>;
}) {
  return (
    <>
      <PageHeader routeKey={service.routeKey} />
      <SelectedAccountGate>
        {({ account, canChange }) => (
          <ServiceOfAccount
            service={service}
            accountCode={account.accountCode}
            canChange={canChange}
          />
        )}
      </SelectedAccountGate>
    </>
  );
}
