import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { voiceImpactQueryOptions } from '../api/voice-queries';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';

interface VoicePlanDialogProps {
  accountCode: string;
  serviceId: string;
  plan: { planKey: string; name: string; ends: boolean } | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The change's impact first; ending the landline (NoVoice) is a red, hard-to-undo choice. */
export function VoicePlanDialog(props: VoicePlanDialogProps) {
  const impact = useQuery({
    ...voiceImpactQueryOptions(props.accountCode, props.serviceId, props.plan?.planKey ?? ''),
    enabled: props.plan !== null,
  });
  const ends = props.plan?.ends === true;
  return (
    <ConfirmDialog
      opened={props.plan !== null}
      title={ends ? 'End your landline?' : `Change to ${props.plan?.name ?? ''}?`}
      confirmLabel={ends ? 'End landline' : 'Change plan'}
      danger={ends}
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
