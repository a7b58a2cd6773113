import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MeterReading, PowerConnection } from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { meterReadingMutationOptions } from '../api/power-queries';
import { readingFormSchema, readingKwhOf, type ReadingForm } from './meter-reading-model';

/**
 * The reading form, checked against the meter's last actual reading as of today, and its
 * send: a refusal is shown under the reading, and the form empties once one is received.
 */
export function useMeterReadingForm(accountCode: string, power: PowerConnection) {
  const queryClient = useQueryClient();
  const send = useMutation(meterReadingMutationOptions(queryClient, accountCode));
  const [received, setReceived] = useState<MeterReading | null>(null);
  const form = useForm<ReadingForm>({
    mode: 'controlled',
    initialValues: {
      meterSerial: power.meters[0]?.meterSerial ?? '',
      reading: '',
      meterChanged: false,
    },
    validate: schemaValidate(readingFormSchema(power, toNzDateKey(new Date()))),
    onValuesChange: () => {
      if (send.isError) send.reset();
    },
  });

  const submit = form.onSubmit((values) => {
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
  });
  return { form, send, received, submit };
}
