import { Alert, Button, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoiceService } from '@portal/contracts';
import { formatPhoneNumber, VOICE_FEATURE_SWITCHES } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { voiceFeaturesMutationOptions } from '../api/voice-queries';
import {
  featuresFormSchema,
  featuresRequestOf,
  formOf,
  savedText,
  type FeaturesForm,
} from './voice-features-model';
import { ChangeResult } from '../../../shared/ui/change-result';
import { isRepeatClick } from '../../../shared/ui/repeat-click';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

interface VoiceFeaturesFormProps {
  accountCode: string;
  landline: VoiceService;
  canChange: boolean;
}

/**
 * The landline's switchable features, edited and then saved together (decision 032), and
 * shown back as stored.
 */
export function VoiceFeaturesForm({ accountCode, landline, canChange }: VoiceFeaturesFormProps) {
  const queryClient = useQueryClient();
  const save = useMutation(voiceFeaturesMutationOptions(queryClient, accountCode, landline.id));
  const [saved, setSaved] = useState<VoiceService | null>(null);
  const form = useForm<FeaturesForm>({
    mode: 'controlled',
    initialValues: formOf(landline),
    validate: schemaValidate(featuresFormSchema),
    validateInputOnBlur: true,
    onValuesChange: () => {
      setSaved(null);
      save.reset();
    },
  });
  const headingId = `landline-${landline.id}`;

  const submit = (values: FeaturesForm) => {
    save.mutate(featuresRequestOf(values), {
      onSuccess: (answer) => {
        const shown = formOf(answer);
        form.setInitialValues(shown);
        form.setValues(shown);
        setSaved(answer);
      },
    });
  };

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="xs">
        Landline {formatPhoneNumber(landline.landlineNumber)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Voice plan: {landline.planName}
      </Text>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md" maw={520}>
          {VOICE_FEATURE_SWITCHES.map((feature) => (
            <Switch
              key={feature.key}
              label={feature.label}
              description={feature.description}
              disabled={!canChange}
              {...form.getInputProps(feature.key, { type: 'checkbox' })}
            />
          ))}
          {form.values.callForwarding && (
            <TextInput
              label="Forward calls to"
              description="A New Zealand mobile or landline number, e.g. 021 123 4567 or 09 123 4567."
              inputMode="tel"
              autoComplete="tel-national"
              disabled={!canChange}
              {...form.getInputProps('forwardingNumber')}
            />
          )}
          {save.isError && (
            <Alert color="red" title="Uh oh, something went wrong." role="alert">
              {failureMessage(
                save.error,
                'Your voice features could not be saved. Please try again.',
              )}{' '}
              Nothing has changed.
            </Alert>
          )}
          {saved !== null && <ChangeResult title="Saved" next={savedText(saved)} />}
          {canChange ? (
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!form.isDirty()}
              onClick={(event) => {
                if (isRepeatClick(event)) event.preventDefault();
              }}
              w="fit-content"
            >
              Save voice features
            </Button>
          ) : (
            <ViewOnlyNotice unavailable="change voice features" />
          )}
        </Stack>
      </form>
    </Paper>
  );
}
