import { Alert, Button, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { VoiceService } from '@portal/contracts';
import { formatPhoneNumber, VOICE_FEATURE_SWITCHES } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { savedText } from './voice-features-model';
import { useVoiceFeaturesForm } from './use-voice-features-form';
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
  const { form, save, saved, submit } = useVoiceFeaturesForm(accountCode, landline);
  const headingId = `landline-${landline.id}`;

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="xs">
        Landline {formatPhoneNumber(landline.landlineNumber)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Voice plan: {landline.planName}
      </Text>
      <form onSubmit={submit} noValidate>
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
