import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { VOICE_PLAN_CHANGE_ORDER_TYPE, type VoicePlanOption } from '@portal/contracts';
import { formatDate, hasVoice } from '@portal/domain';
import { SelectedAccountGate } from '../../../shared/accounts';
import { failureMessage, PLEASE_TRY_AGAIN, useIdempotencyKey } from '../../../shared/api';
import { PendingOrders } from '../../../shared/orders';
import { PageHeader } from '../../../shared/page/page-header';
import { Notice } from '../../../shared/ui/notice';
import {
  usePlaceVoicePlanChange,
  voicePlansQueryOptions,
  voiceServicesQueryOptions,
} from '../api/voice-queries';
import { VoicePlanCard } from './voice-plan-card';
import { VoicePlanDialog } from './voice-plan-dialog';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

const TYPES = [VOICE_PLAN_CHANGE_ORDER_TYPE];

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

function VoicePlanChoice(props: { accountCode: string; serviceId: string; canChange: boolean }) {
  const { accountCode, serviceId, canChange } = props;
  const plans = useQuery(voicePlansQueryOptions(accountCode, serviceId));
  const place = usePlaceVoicePlanChange(accountCode, serviceId);
  const idempotency = useIdempotencyKey();
  const [chosen, setChosen] = useState<VoicePlanOption | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (plans.isPending) return <LoadingSkeleton height={320} label="Loading voice plans" />;
  if (plans.isError)
    return <LoadFailed what="The voice plans" retry={() => void plans.refetch()} />;

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
            title: 'Your voice plan change is on its way',
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
      <PendingOrders
        accountCode={accountCode}
        orderTypes={TYPES}
        title="Voice plan change on its way"
      />
      <Text>
        A change takes effect on {formatDate(plans.data.changeDate)}. Choosing No home phone ends
        your landline and its number on that day.
      </Text>
      {!canChange && <ViewOnlyNotice unavailable="change the voice plan" />}
      <section aria-labelledby="voice-plans-heading">
        <Title order={2} id="voice-plans-heading" mb="sm">
          Voice plans
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {plans.data.plans.map((plan) => (
            <VoicePlanCard
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
      <VoicePlanDialog
        accountCode={accountCode}
        serviceId={serviceId}
        plan={chosen === null ? null : { ...chosen, ends: !hasVoice(chosen.voiceType) }}
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

function Landline({ accountCode, canChange }: { accountCode: string; canChange: boolean }) {
  const landlines = useQuery(voiceServicesQueryOptions(accountCode));
  if (landlines.isPending) return <LoadingSkeleton height={320} label="Loading your landline" />;
  if (landlines.isError) {
    return <LoadFailed what="Your landline" retry={() => void landlines.refetch()} />;
  }
  const [landline] = landlines.data;
  if (landline === undefined) {
    return (
      <Text>
        This account has no landline (its voice plan is No landline), so there is no voice plan to
        change. To add a landline, get in touch with us.
      </Text>
    );
  }
  return (
    <VoicePlanChoice accountCode={accountCode} serviceId={landline.id} canChange={canChange} />
  );
}

/** /broadband/change-voice-plan: voice plans by voice type, the impact, then the order. */
export function ChangeVoicePlanPage() {
  return (
    <>
      <PageHeader routeKey="broadband-change-voice-plan" />
      <SelectedAccountGate>
        {({ account, canChange }) => (
          <Landline accountCode={account.accountCode} canChange={canChange} />
        )}
      </SelectedAccountGate>
    </>
  );
}
