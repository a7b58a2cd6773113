import { Button, NumberInput, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import type { DataShareBeneficiary, ShareQuota } from '@portal/contracts';
import { formatPhoneNumber, roundShareAmountMb } from '@portal/domain';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { buildShareRequest, chosenAmountMb, type ShareChoice } from '../api/share-request';
import { setDataShareMutationOptions } from '../api/sharing-queries';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { formatShareAmount } from './sharing-format';

interface ShareFormProps {
  accountCode: string;
  line: string;
  msisdn: string;
  quota: ShareQuota;
  current: DataShareBeneficiary | undefined;
  onSaved: (message: string) => void;
}

const mbFormat = new Intl.NumberFormat('en-NZ');

/** Open or Allocation; for an allocation all or a different amount, every month or this month. */
export function ShareForm({ accountCode, line, msisdn, quota, current, onSaved }: ShareFormProps) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<ShareChoice>({
    shareType:
      current?.shareType === 'OpenSharing' && quota.open.allowed
        ? 'OpenSharing'
        : 'AllocationSharing',
    mode: 'ShareDifferentAmount',
    kind: 'Recurring',
    amountMb: 0,
  });
  const [amountText, setAmountText] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const number = formatPhoneNumber(msisdn);
  const available =
    choice.kind === 'Recurring' ? quota.recurring.availableMb : quota.oneOff.availableMb;
  const amount = chosenAmountMb(choice, quota);
  // The quota for this number counts back what it has now, so it is more than the page
  // before shows as free: say where the difference comes from.
  const heldNow =
    choice.kind === 'Recurring'
      ? (current?.recurringShareAmountMB ?? 0)
      : (current?.currentMonthShareAmountMB ?? 0);
  const availableWords =
    heldNow > 0 && heldNow <= available
      ? `${formatShareAmount(available)}: ${formatShareAmount(available - heldNow)} free and the ${formatShareAmount(heldNow)} ${number} has now`
      : formatShareAmount(available);
  const save = useMutation(setDataShareMutationOptions(queryClient, accountCode, line));
  const update = (next: Partial<ShareChoice>) => {
    setChoice({ ...choice, ...next });
    setError(null);
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (choice.shareType === 'AllocationSharing') {
      const problem =
        amount === 0
          ? choice.mode === 'ShareAllAmount'
            ? 'There is no data left to share this way.'
            : 'Enter an amount of at least 1 MB.'
          : amount > available
            ? `You can share up to ${mbFormat.format(available)} MB.`
            : null;
      setError(problem);
      if (problem !== null) return;
    }
    save.reset();
    setConfirming(true);
  };
  const what =
    choice.shareType === 'OpenSharing'
      ? `${number} will use your data as they need it.`
      : `${number} will get ${mbFormat.format(amount)} MB ${choice.kind === 'Recurring' ? 'every month' : 'this month only'}.`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="share-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="share-form">
            {current === undefined ? 'Start sharing' : 'Change sharing'}
          </Title>
          <Radio.Group
            label="Share type"
            value={choice.shareType}
            onChange={(value) => {
              update({ shareType: value === 'OpenSharing' ? 'OpenSharing' : 'AllocationSharing' });
            }}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="AllocationSharing" label="Allocation: a set amount of data" />
              <Radio
                value="OpenSharing"
                label="Open: they use your data as they need it"
                description={quota.open.allowed ? undefined : 'Not available on this line'}
                disabled={!quota.open.allowed}
              />
            </Stack>
          </Radio.Group>
          {choice.shareType === 'AllocationSharing' && (
            <>
              <Radio.Group
                label="When"
                value={choice.kind}
                onChange={(value) => {
                  update({ kind: value === 'OneOff' ? 'OneOff' : 'Recurring' });
                }}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="Recurring" label="Every month (recurring)" />
                  <Radio value="OneOff" label="This month only (one-off)" />
                </Stack>
              </Radio.Group>
              <Radio.Group
                label="How much"
                value={choice.mode}
                onChange={(value) => {
                  update({
                    mode: value === 'ShareAllAmount' ? 'ShareAllAmount' : 'ShareDifferentAmount',
                  });
                }}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="ShareAllAmount" label={`All I can share (${availableWords})`} />
                  <Radio value="ShareDifferentAmount" label="A different amount" />
                </Stack>
              </Radio.Group>
              {choice.mode === 'ShareDifferentAmount' && (
                <NumberInput
                  label="Amount in MB"
                  description={`Whole MB; up to ${mbFormat.format(available)} MB. 1 GB is 1,024 MB.`}
                  min={0}
                  max={available}
                  thousandSeparator=","
                  value={amountText}
                  error={error}
                  onChange={(value) => {
                    setAmountText(value);
                    update({
                      amountMb: roundShareAmountMb(
                        typeof value === 'number' ? value : Number(value),
                      ),
                    });
                  }}
                  style={{ maxWidth: '22rem' }}
                />
              )}
              {choice.mode === 'ShareAllAmount' && error !== null && (
                <Text c="red.8" size="sm" role="alert">
                  {error}
                </Text>
              )}
            </>
          )}
          <Button type="submit" style={{ alignSelf: 'flex-start' }} disabled={save.isPending}>
            Review sharing
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title="Confirm sharing"
        confirmLabel="Share data"
        cancelLabel="Go back"
        pending={save.isPending}
        error={save.isError ? failureMessage(save.error, PLEASE_TRY_AGAIN) : null}
        onConfirm={() => {
          save.mutate(buildShareRequest(msisdn, choice, quota, current), {
            onSuccess: () => {
              setConfirming(false);
              onSaved(`Your data sharing with ${number} has been saved.`);
            },
          });
        }}
        onClose={() => {
          setConfirming(false);
        }}
      >
        <Text>{what}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          They share from {formatPhoneNumber(line)}.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
