import { Alert, List, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChangePlanOption } from '@portal/contracts';
import { useCanChangeAccount, useIsViewOnly } from '../../../../shared/accounts';
import { ViewOnlyNotice } from '../../../../shared/ui/view-only-notice';
import {
  changePlanOptionsQueryOptions,
  orderImpactQueryOptions,
  planChangeMutationOptions,
} from '../api/plans-queries';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { OfferSummary } from '../../../../shared/offer-summary';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { PlanChangeResultAlert, type PlanChangeOutcome } from './plan-change-result';
import { PlanList } from './plan-list';
import { planPrice } from './plan-price';
import { LoadingStack } from '../../../../shared/ui/loading-stack';

interface Props {
  accountCode: string;
  line: string;
}

/** The plan list, the order impact before confirming, and the result after. */
export function ChangePlanSection({ accountCode, line }: Props) {
  const queryClient = useQueryClient();
  const canChange = useCanChangeAccount(accountCode);
  const viewOnly = useIsViewOnly(accountCode);
  const options = useQuery(changePlanOptionsQueryOptions(accountCode, line));
  const [chosen, setChosen] = useState<ChangePlanOption | null>(null);
  const [outcome, setOutcome] = useState<PlanChangeOutcome | null>(null);
  const current = options.data?.currentPlanKey ?? '';
  const impact = useQuery({
    ...orderImpactQueryOptions(accountCode, line, current, chosen?.planKey ?? ''),
    enabled: chosen !== null,
  });

  const change = useMutation({
    ...planChangeMutationOptions(queryClient, accountCode, line),
    onSuccess: (result, { plan }) => {
      setOutcome({
        result: result.result,
        planDescription: plan.planDescription,
        messages: result.messages,
      });
      setChosen(null);
    },
    // Spec section 8: the plan change wrapper answers false on failure; the page says Failed.
    onError: (_error, { plan }) => {
      setOutcome({ result: 'Failed', planDescription: plan.planDescription, messages: [] });
      setChosen(null);
    },
  });

  const choose = (plan: ChangePlanOption) => {
    setOutcome(null);
    setChosen(plan);
  };

  if (options.isPending) {
    return (
      <LoadingStack gap="sm" label="Loading the plans you can choose">
        <Skeleton height={40} radius="md" />
        <Skeleton height={220} radius="md" />
      </LoadingStack>
    );
  }
  if (options.isError) {
    return <LoadFailed what="the plans you can choose" onRetry={() => void options.refetch()} />;
  }
  const refused = impact.data?.some((item) => item.kind === 'NotAllowed') === true;
  return (
    <Stack gap="md">
      {outcome !== null && (
        <PlanChangeResultAlert
          outcome={outcome}
          onClose={() => {
            setOutcome(null);
          }}
        />
      )}
      {viewOnly && <ViewOnlyNotice unavailable="change this number's plan" />}
      <PlanList
        options={options.data}
        canChange={canChange}
        busy={change.isPending}
        onChoose={choose}
      />
      <ConfirmDialog
        opened={chosen !== null}
        title={chosen === null ? 'Change plan' : `Change to ${chosen.planDescription}?`}
        confirmLabel="Change plan"
        cancelLabel="Keep my plan"
        pending={change.isPending}
        confirmDisabled={impact.isPending || refused}
        onConfirm={() => {
          if (chosen !== null) change.mutate({ current, plan: chosen });
        }}
        onClose={() => {
          setChosen(null);
        }}
      >
        {chosen !== null && (
          <Stack gap="xs">
            <Text size="sm">
              {chosen.planDescription}: {planPrice(chosen, options.data.displayGstInclusive)}.
            </Text>
            <Title order={3} size="h5">
              What changes
            </Title>
            {impact.data === undefined ? (
              <Loader size="sm" aria-label="Checking what this change means" />
            ) : impact.data.length === 0 ? (
              <Text size="sm">We couldn&apos;t check what this change means for you.</Text>
            ) : (
              <List size="sm" spacing={4} aria-label="What changes">
                {impact.data.map((item) => (
                  <List.Item key={item.description} fw={item.isCaveat ? 700 : undefined}>
                    {item.description}
                  </List.Item>
                ))}
              </List>
            )}
            {refused && (
              <Alert color="orange" role="alert">
                This plan can&apos;t be chosen for this number.
              </Alert>
            )}
            <OfferSummary accountCode={accountCode} kind="mobile" planKey={chosen.planKey} />
          </Stack>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
