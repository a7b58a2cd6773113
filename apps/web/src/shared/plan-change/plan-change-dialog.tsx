import { List, Stack, Text } from '@mantine/core';
import type { ServiceKindWithTerms } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { LoadingSkeleton } from '../ui/loading-skeleton';
import type { PlanChangeCalls } from './plan-change-calls';
import { OfferSummary } from '../offer-summary';

interface PlanChangeDialogProps {
  impact: PlanChangeCalls<unknown>['impact'];
  accountCode: string;
  serviceId: string;
  plan: { planKey: string; name: string } | null;
  /** The choice ends the service: its own title and button, red, focus on Cancel. */
  ending: { title: string; confirmLabel: string } | null;
  /** Which catalogue's offer summary to show for the plan chosen; null for none. */
  offerKind: ServiceKindWithTerms | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The order's impact first (monthly change and from when), then the order (ux.md). */
export function PlanChangeDialog(props: PlanChangeDialogProps) {
  const impact = useQuery({
    ...props.impact(props.accountCode, props.serviceId, props.plan?.planKey ?? ''),
    enabled: props.plan !== null,
  });
  return (
    <ConfirmDialog
      opened={props.plan !== null}
      title={props.ending?.title ?? `Change to ${props.plan?.name ?? ''}?`}
      confirmLabel={props.ending?.confirmLabel ?? 'Change plan'}
      danger={props.ending !== null}
      pending={props.pending}
      error={props.error}
      confirmDisabled={!impact.isSuccess}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      {impact.isPending ? (
        <LoadingSkeleton height={72} label="Working out what changes" />
      ) : impact.isError ? (
        <Text c="red.8" role="alert">
          {failureMessage(
            impact.error,
            'We could not work out what this change does. Please try again.',
          )}
        </Text>
      ) : (
        <Stack gap="md">
          <List aria-label="What changes" spacing={4}>
            {impact.data.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          {props.offerKind !== null && props.plan !== null && props.ending === null && (
            <OfferSummary
              accountCode={props.accountCode}
              kind={props.offerKind}
              planKey={props.plan.planKey}
            />
          )}
        </Stack>
      )}
    </ConfirmDialog>
  );
}
