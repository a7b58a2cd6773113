import { Button, Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useCanChangeAccount } from '../../../shared/accounts';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MeterReading, PowerConnection } from '@portal/contracts';
import { formatDate, toNzDateKey } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { Notice } from '../../../shared/ui/notice';
import { meterReadingMutationOptions, powerConnectionQueryOptions } from '../api/power-queries';
import { formatKwh } from '../power-format';
import { LoadFailed } from '../../../shared/ui/load-failed';
import {
  lastActualOf,
  readingFormSchema,
  readingKwhOf,
  type ReadingForm,
} from './meter-reading-model';
import { PowerSection } from './power-section';
import { ReadingsTable } from './readings-table';
import { PowerAccountPage } from './selected-power-account';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

/** /power/meter-reading: send a reading taken today. */
export function MeterReadingPage() {
  return <PowerAccountPage routeKey="power-meter-reading" Body={MeterReading} />;
}

function MeterReading({ accountCode }: { accountCode: string }) {
  const query = useQuery(powerConnectionQueryOptions(accountCode));
  if (query.isPending) return <LoadingSkeleton height={200} label="Loading your meter" />;
  if (query.isError) {
    return <LoadFailed what="your meter details" onRetry={() => void query.refetch()} />;
  }
  return <ReadingFormSection accountCode={accountCode} power={query.data} />;
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
    validate: schemaValidate(readingFormSchema(power, toNzDateKey(new Date()))),
    onValuesChange: () => {
      if (send.isError) send.reset();
    },
  });
  const last = lastActualOf(power, form.values.meterSerial);

  const submit = (values: ReadingForm) => {
    const readingKwh = readingKwhOf(values.reading);
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
