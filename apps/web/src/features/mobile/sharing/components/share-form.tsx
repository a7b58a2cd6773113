import { Button, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPhoneNumber, roundShareAmountMb } from '@portal/domain';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../../shared/api';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { RadioChoices } from '../../../../shared/ui/radio-choices';
import { availableMb, availableWords, formatMb, shareSummary } from './share-form-model';
import { useShareForm, type ShareFormProps } from './use-share-form';

/** Open or Allocation; for an allocation all or a different amount, every month or this month. */
export function ShareForm(props: ShareFormProps) {
  const { line, quota, current } = props;
  const { values, number, save, update, ...share } = useShareForm(props);
  const error = share.form.errors.amountMb ?? null;
  const available = availableMb(values.kind, quota);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="share-form">
      <form onSubmit={share.submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="share-form">
            {current === undefined ? 'Start sharing' : 'Change sharing'}
          </Title>
          <RadioChoices
            label="Share type"
            value={values.shareType}
            onChange={(shareType) => {
              update({ shareType });
            }}
            options={[
              { value: 'AllocationSharing', label: 'Allocation: a set amount of data' },
              {
                value: 'OpenSharing',
                label: 'Open: they use your data as they need it',
                description: quota.open.allowed ? undefined : 'Not available on this line',
                disabled: !quota.open.allowed,
              },
            ]}
          />
          {values.shareType === 'AllocationSharing' && (
            <>
              <RadioChoices
                label="When"
                value={values.kind}
                onChange={(kind) => {
                  update({ kind });
                }}
                options={[
                  { value: 'Recurring', label: 'Every month (recurring)' },
                  { value: 'OneOff', label: 'This month only (one-off)' },
                ]}
              />
              <RadioChoices
                label="How much"
                value={values.mode}
                onChange={(mode) => {
                  update({ mode });
                }}
                options={[
                  {
                    value: 'ShareAllAmount',
                    label: `All I can share (${availableWords(values, quota, current, number)})`,
                  },
                  { value: 'ShareDifferentAmount', label: 'A different amount' },
                ]}
              />
              {values.mode === 'ShareDifferentAmount' && (
                <NumberInput
                  label="Amount in MB"
                  description={`Whole MB; up to ${formatMb(available)}. 1 GB is 1,024 MB.`}
                  min={0}
                  max={available}
                  thousandSeparator=","
                  value={values.amountText}
                  error={error}
                  onChange={(value) => {
                    const mb = typeof value === 'number' ? value : Number(value);
                    update({ amountText: value, amountMb: roundShareAmountMb(mb) });
                  }}
                  style={{ maxWidth: '22rem' }}
                />
              )}
              {values.mode === 'ShareAllAmount' && error !== null && (
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
        opened={share.confirming}
        title="Confirm sharing"
        confirmLabel="Share data"
        cancelLabel="Go back"
        pending={save.isPending}
        error={save.isError ? failureMessage(save.error, PLEASE_TRY_AGAIN) : null}
        onConfirm={share.confirm}
        onClose={share.closeDialog}
      >
        <Text>{shareSummary(values, quota, number)}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          They share from {formatPhoneNumber(line)}.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
