import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '@portal/domain';
import type { MedicalDependency } from '@portal/contracts';
import { ApiError, failureMessage } from '../../../shared/api';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { Notice } from '../../../shared/ui/notice';
import {
  confirmationUrl,
  decideMedicalDependencyMutationOptions,
  medicalDependencyQueryOptions,
} from '../api/medical-dependency-queries';
import { fileWords, statusWords } from './medical-dependency-model';

/**
 * Staff on an opened account: the medical dependency flag, the application and its file,
 * and Confirm or Decline with a reason (each audited, decision 063).
 */
export function StaffMedicalDependency({ accountCode }: { accountCode: string }) {
  const query = useQuery(medicalDependencyQueryOptions(accountCode));
  if (query.isPending) return <LoadingSkeleton height={60} label="Loading medical dependency" />;
  if (query.isError) {
    // The account has no power: there is nothing to apply for.
    const noPower = query.error instanceof ApiError && query.error.status === 403;
    return (
      <Text size="sm">
        <strong>Medically dependent:</strong>{' '}
        {noPower ? 'no power on this account' : 'could not be loaded. Please try again.'}
      </Text>
    );
  }
  const application = query.data;
  if (application === null) {
    return (
      <Text size="sm">
        <strong>Medically dependent:</strong> no
      </Text>
    );
  }
  return <StaffApplication accountCode={accountCode} application={application} />;
}

function StaffApplication({
  accountCode,
  application,
}: {
  accountCode: string;
  application: MedicalDependency;
}) {
  const queryClient = useQueryClient();
  const decide = useMutation(decideMedicalDependencyMutationOptions(queryClient, accountCode));
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decline = () => {
    if (decide.isPending) return;
    if (reason.trim() === '') {
      setReasonError('Please give the customer a reason');
      return;
    }
    setReasonError(null);
    decide.mutate({ confirm: false, reason: reason.trim() });
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Medically dependent:
        </Text>
        <Text size="sm" fw={700}>
          {statusWords(application.state)}
        </Text>
      </Group>
      <Text size="sm">
        {application.dependentName}: {application.need}. Contact phone {application.contactPhone}.
        Applied on {formatDate(application.declaredAt)}.
      </Text>
      {application.state === 'declined' && (
        <Text size="sm">Declined: {application.declineReason}</Text>
      )}
      {application.confirmation === null ? (
        <Text size="sm">No health practitioner&apos;s confirmation uploaded yet.</Text>
      ) : (
        <Anchor href={confirmationUrl(accountCode)} underline="always" size="sm" w="fit-content">
          Open the health practitioner&apos;s confirmation ({fileWords(application.confirmation)})
        </Anchor>
      )}
      {decide.isError && (
        <Notice color="red" title="Not saved" role="alert">
          {failureMessage(decide.error, 'Please try again.')}
        </Notice>
      )}
      {application.state === 'pending' && (
        <Stack gap="xs" maw={560}>
          <Button
            w="fit-content"
            loading={decide.isPending}
            onClick={() => {
              if (!decide.isPending) decide.mutate({ confirm: true });
            }}
          >
            Confirm medical dependency
          </Button>
          <Textarea
            label="Reason for declining"
            description="The customer reads this, so say what they can do next."
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
            }}
          />
          <Button
            variant="light"
            color="red"
            w="fit-content"
            loading={decide.isPending}
            onClick={decline}
          >
            Decline with this reason
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
