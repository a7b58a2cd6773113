import { Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useCanChangeAccount } from '../../../shared/accounts';
import { useQuery } from '@tanstack/react-query';
import type { PowerConnection } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { Notice } from '../../../shared/ui/notice';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { powerConnectionQueryOptions } from '../api/power-queries';
import { formatKwh } from '../power-format';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { lastActualOf } from './meter-reading-model';
import { useMeterReadingForm } from './use-meter-reading-form';
import { TitledSection } from '../../../shared/ui/titled-section';
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
  const canChange = useCanChangeAccount(accountCode);
  const { form, send, received, submit } = useMeterReadingForm(accountCode, power);
  const firstMeter = power.meters[0]?.meterSerial ?? '';
  const last = lastActualOf(power, form.values.meterSerial);

  return (
    <Stack gap="lg">
      {received !== null && (
        <Notice color="green" title="Reading received" role="status">
          {`Thanks, your meter reading of ${formatKwh(received.readingKwh)} on ${formatDate(received.readAt)} has been received${received.meterChanged ? ', recorded as from a new meter' : ''}.`}
        </Notice>
      )}
      <TitledSection title="Your reading">
        {!canChange ? (
          <ViewOnlyNotice unavailable="send a meter reading" />
        ) : (
          <form onSubmit={submit} noValidate>
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
              <SubmitButton pending={send.isPending}>Send reading</SubmitButton>
            </Stack>
          </form>
        )}
      </TitledSection>
      <TitledSection title="Recent meter readings">
        <ReadingsTable readings={power.readings} />
      </TitledSection>
    </Stack>
  );
}
