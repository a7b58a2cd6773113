import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { DataShareBeneficiary } from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { removeDataShareMutationOptions } from '../api/sharing-queries';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { formatShareAmount, shareTypeLabel } from './sharing-format';

interface BeneficiaryCardProps {
  accountCode: string;
  line: string;
  beneficiary: DataShareBeneficiary;
  /** False for a view-only user: the facts without change or remove. */
  canChange: boolean;
  onRemoved: (message: string) => void;
}

/** One beneficiary: share type, amounts, a change link and remove (asked first). */
export function BeneficiaryCard({
  accountCode,
  line,
  beneficiary,
  canChange,
  onRemoved,
}: BeneficiaryCardProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const number = formatPhoneNumber(beneficiary.beneficiaryMsisdn);
  const open = beneficiary.shareType === 'OpenSharing';
  const remove = useMutation(removeDataShareMutationOptions(queryClient, accountCode, line));
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="li"
      aria-label={number}
      style={{ listStyle: 'none' }}
    >
      <Group justify="space-between" mb="xs">
        <Text fw={700} size="lg">
          {number}
        </Text>
        <Text size="sm">Share type: {shareTypeLabel[beneficiary.shareType]}</Text>
      </Group>
      <SimpleGrid cols={2} spacing="xs" mb="sm">
        <div>
          <Text size="sm" c="dimmed">
            Every month
          </Text>
          <Text>{open ? 'As needed' : formatShareAmount(beneficiary.recurringShareAmountMB)}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            This month (one-off)
          </Text>
          <Text>
            {open ? 'As needed' : formatShareAmount(beneficiary.currentMonthShareAmountMB)}
          </Text>
        </div>
      </SimpleGrid>
      {canChange && (
        <Group gap="sm">
          <Button
            renderRoot={(rootProps) => (
              <Link
                {...rootProps}
                to="/mobile/sharing/manage-sharing"
                search={{ beneficiaryMsisdn: beneficiary.beneficiaryMsisdn }}
              />
            )}
            variant="light"
            size="sm"
            aria-label={`Change sharing with ${number}`}
          >
            Change sharing
          </Button>
          <Button
            variant="default"
            size="sm"
            aria-label={`Remove sharing with ${number}`}
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            Remove sharing
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Remove sharing"
        confirmLabel="Remove sharing"
        cancelLabel="Keep sharing"
        danger
        pending={remove.isPending}
        error={remove.isError ? failureMessage(remove.error, PLEASE_TRY_AGAIN) : null}
        onConfirm={() => {
          remove.mutate(beneficiary.beneficiaryMsisdn, {
            onSuccess: () => {
              setConfirming(false);
              onRemoved(`You no longer share data with ${number}.`);
            },
          });
        }}
        onClose={() => {
          setConfirming(false);
        }}
      >
        {number} will stop getting data from {formatPhoneNumber(line)}, including anything shared
        for this month.
      </ConfirmDialog>
    </Paper>
  );
}
