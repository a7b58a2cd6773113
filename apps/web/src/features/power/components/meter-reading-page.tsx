import { Button, Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useCanChangeAccount } from '../../../shared/accounts';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MeterReading, PowerConnection } from '@portal/contracts';
import {
  checkMeterReading,
  formatDate,
  METER_READING_NOT_NUMBER_MESSAGE,
  toDateKey,
  toNzDateKey,
} from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { PageHeader } from '../../../shared/page/page-header';
import { Notice } from '../../../shared/ui/notice';
import { meterReadingMutationOptions, powerConnectionQueryOptions } from '../api/power-queries';
import { formatKwh } from '../power-format';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PowerSection } from './power-section';
import { ReadingsTable } from './readings-table';
import { WithSelectedAccount } from './selected-power-account';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

interface ReadingForm {
  meterSerial: string;
  reading: string;
  meterChanged: boolean;
}

/** /power/meter-reading: send a reading taken today. */
export function MeterReadingPage() {
  return (
    <>
      <PageHeader routeKey="power-meter-reading" />
      <WithSelectedAccount>
        {(accountCode) => <MeterReading key={accountCode} accountCode={accountCode} />}
      </WithSelectedAccount>
    </>
  );
}

function MeterReading({ accountCode }: { accountCode: string }) {
  const query = useQuery(powerConnectionQueryOptions(accountCode));
  if (query.isPending) return <LoadingSkeleton height={200} label="Loading your meter" />;
  if (query.isError) {
    return <LoadFailed what="your meter details" onRetry={() => void query.refetch()} />;
  }
  return <ReadingFormSection accountCode={accountCode} power={query.data} />;
}

const lastActualOf = (power: PowerConnection, meterSerial: string) =>
  power.readings.find((r) => r.meterSerial === meterSerial && r.readingType === 'Actual') ?? null;

/** The domain's checks, so most refusals are explained before anything is sent. */
export function validateReading(form: ReadingForm, power: PowerConnection, today: string) {
  const text = form.reading.replace(/[\s,]/g, '');
  const readingKwh = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  const last = lastActualOf(power, form.meterSerial);
  const check = checkMeterReading(
    { readingKwh, readDate: today, meterChanged: form.meterChanged },
    last === null ? null : { readingKwh: last.readingKwh, readDate: toDateKey(last.readAt) },
  );
  return { readingKwh, error: check.ok ? undefined : check.message };
}

function ReadingFormSection({
  accountCode,
  power,
}: {
  accountCode: string;
  power: PowerConnection;
}) {
  const queryClient = useQueryClient();
  const canChange = useCanChangeAccount(accountCode);
  const send = useMutation(meterReadingMutationOptions(queryClient, accountCode));
  const [received, setReceived] = useState<MeterReading | null>(null);
  const firstMeter = power.meters[0]?.meterSerial ?? '';
  const form = useForm<ReadingForm>({
    mode: 'controlled',
    initialValues: { meterSerial: firstMeter, reading: '', meterChanged: false },
    validate: {
      reading: (value, values) =>
        value.trim() === ''
          ? METER_READING_NOT_NUMBER_MESSAGE
          : validateReading({ ...values, reading: value }, power, toNzDateKey(new Date())).error,
    },
    onValuesChange: () => {
      if (send.isError) send.reset();
    },
  });
  const last = lastActualOf(power, form.values.meterSerial);

  const submit = (values: ReadingForm) => {
    const { readingKwh } = validateReading(values, power, toNzDateKey(new Date()));
    setReceived(null);
    send.mutate(
      { meterSerial: values.meterSerial, readingKwh, meterChanged: values.meterChanged },
      {
        onSuccess: (reading) => {
          setReceived(reading);
          form.reset();
        },
        onError: (error) => {
          form.setFieldError(
            'reading',
            failureMessage(error, 'Your reading could not be sent. Please try again.'),
          );
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      {received !== null && (
        <Notice color="green" title="Reading received" role="status">
          {`Thanks, your meter reading of ${formatKwh(received.readingKwh)} on ${formatDate(received.readAt)} has been received${received.meterChanged ? ', recorded as from a new meter' : ''}.`}
        </Notice>
      )}
      <PowerSection title="Your reading">
        {!canChange ? (
          <ViewOnlyNotice unavailable="send a meter reading" />
        ) : (
          <form onSubmit={form.onSubmit(submit)} noValidate>
            <Stack gap="md" maw={420}>
              {power.meters.length > 1 ? (
                <NativeSelect
                  label="Meter"
                  data={power.meters.map((m) => m.meterSerial)}
                  {...form.getInputProps('meterSerial')}
                />
              ) : (
                <Text size="sm">{`Meter ${firstMeter}`}</Text>
              )}
              <Text size="sm">
                {last === null
                  ? 'We have no actual reading of this meter yet.'
                  : `Your last actual reading was ${formatKwh(last.readingKwh)} on ${formatDate(last.readAt)}.`}
              </Text>
              <TextInput
                label="Reading (kWh)"
                description="The whole number on your meter today, without decimals"
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.getInputProps('reading')}
              />
              <Checkbox
                label="My meter was changed or replaced since my last reading"
                {...form.getInputProps('meterChanged', { type: 'checkbox' })}
              />
              <div>
                <Button type="submit" loading={send.isPending}>
                  Send reading
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </PowerSection>
      <PowerSection title="Recent meter readings">
        <ReadingsTable readings={power.readings} />
      </PowerSection>
    </Stack>
  );
}
