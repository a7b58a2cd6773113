import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { broadbandImpactQueryOptions } from '../api/broadband-queries';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

interface PlanChangeDialogProps {
  accountCode: string;
  serviceId: string;
  plan: { planKey: string; name: string } | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The order's impact first (monthly change and from when), then the order (ux.md). */
export function PlanChangeDialog(props: PlanChangeDialogProps) {
  const impact = useQuery({
    ...broadbandImpactQueryOptions(props.accountCode, props.serviceId, props.plan?.planKey ?? ''),
    enabled: props.plan !== null,
  });
  return (
    <ConfirmDialog
      opened={props.plan !== null}
      title={`Change to ${props.plan?.name ?? ''}?`}
      confirmLabel="Change plan"
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
        <List aria-label="What changes" spacing={4}>
          {impact.data.lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </ConfirmDialog>
  );
}
