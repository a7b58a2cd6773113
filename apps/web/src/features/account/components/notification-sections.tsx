import { Box, Button, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { NotificationPreferences } from '@portal/contracts';
import {
  CUSTOM_DATA_ALERT_MAX,
  CUSTOM_DATA_ALERT_MIN,
  formatPhoneNumber,
  MAX_EXTRA_ALERT_RECIPIENTS,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
} from '@portal/domain';
import { RemoveButton } from '../../../shared/ui/remove-button';
import { TitledSection } from '../../../shared/ui/titled-section';
import { CHANNEL_LABELS, channelWord, lockedChannelsText } from './notifications-model';
import type { NotificationsFormApi } from './use-notifications-form';

type Kind = NotificationPreferences['kinds'][number];

interface SectionProps {
  preferences: NotificationPreferences;
  /** Null for those who only look: everything shown, nothing to change. */
  form: NotificationsFormApi | null;
}

/** Why a channel cannot be turned off, by kind; the 111 reminder is the one today. */
const SECURITY_REASON = 'so that you hear of any change you did not make';
const LOCKED_REASONS: Partial<Record<NotificationKind, string>> = {
  'landline-111':
    'the Commission’s 111 Contact Code asks us to remind every landline household once a year',
  'password-changed': SECURITY_REASON,
  'passkey-changed': SECURITY_REASON,
  'new-device-sign-in': SECURITY_REASON,
  'staff-change': SECURITY_REASON,
};

function sectionsOf(kinds: readonly Kind[]): [string, Kind[]][] {
  const sections = new Map<string, Kind[]>();
  for (const kind of kinds)
    sections.set(kind.section, [...(sections.get(kind.section) ?? []), kind]);
  return [...sections];
}

/** Each kind of message, grouped by section, with a switch per channel. */
export function KindSections({ preferences, form }: SectionProps) {
  return (
    <>
      {sectionsOf(preferences.kinds).map(([section, kinds]) => (
        <TitledSection key={section} title={section}>
          <Stack gap="lg">
            {kinds.map((kind) => (
              <KindChoice key={kind.kind} kind={kind} form={form} />
            ))}
          </Stack>
        </TitledSection>
      ))}
    </>
  );
}

function KindChoice({ kind, form }: { kind: Kind; form: NotificationsFormApi | null }) {
  // Locked on; a channel locked off (not offered for this kind) is only shown unticked.
  const locked = NOTIFICATION_CHANNELS.filter(
    (channel) => kind.channels[channel].locked && kind.channels[channel].enabled,
  );
  const lockedNoteId = `locked-${kind.kind}`;
  return (
    <Box component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} p={0}>
        {kind.title}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {kind.description}
      </Text>
      <Group gap="lg">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <ChannelSwitch key={channel} kind={kind} channel={channel} form={form} />
        ))}
      </Group>
      {locked.length > 0 && (
        <Text size="sm" mt="xs" id={lockedNoteId}>
          Always sent by {lockedChannelsText(locked)}:{' '}
          {LOCKED_REASONS[kind.kind] ?? 'we must send this message'}.
        </Text>
      )}
    </Box>
  );
}

function ChannelSwitch({
  kind,
  channel,
  form,
}: {
  kind: Kind;
  channel: NotificationChannel;
  form: NotificationsFormApi | null;
}) {
  const { locked, enabled } = kind.channels[channel];
  const shared = {
    label: CHANNEL_LABELS[channel],
    'aria-label': `${kind.title} by ${channelWord(channel)}`,
    'aria-describedby': locked && enabled ? `locked-${kind.kind}` : undefined,
  };
  if (form === null || locked) {
    return <Checkbox {...shared} checked={enabled} disabled readOnly />;
  }
  return (
    <Checkbox
      {...shared}
      {...form.getInputProps(`choices.${kind.kind}.${channel}`, { type: 'checkbox' })}
    />
  );
}

type ListField = 'extraEmails' | 'extraMobiles';

const LISTS: Record<
  ListField,
  { title: string; one: string; type: 'email' | 'tel'; shown: (value: string) => string }
> = {
  extraEmails: {
    title: 'Extra email addresses',
    one: 'email address',
    type: 'email',
    shown: (value) => value,
  },
  extraMobiles: {
    title: 'Extra mobile numbers',
    one: 'mobile number',
    type: 'tel',
    shown: formatPhoneNumber,
  },
};

/** Up to four more email addresses and four more mobiles that get the usage alerts. */
export function ExtraRecipients({ preferences, form }: SectionProps) {
  return (
    <TitledSection
      title="Usage alerts to others"
      description={`Usage alerts (mobile data, roaming, spend limit, prepay balance and power use) also go to up to ${String(MAX_EXTRA_ALERT_RECIPIENTS)} more email addresses and ${String(MAX_EXTRA_ALERT_RECIPIENTS)} more mobiles, by the channels chosen above.`}
    >
      <Stack gap="lg">
        <ExtraList field="extraEmails" saved={preferences.extraEmails} form={form} />
        <ExtraList field="extraMobiles" saved={preferences.extraMobiles} form={form} />
      </Stack>
    </TitledSection>
  );
}

function ExtraList({
  field,
  saved,
  form,
}: {
  field: ListField;
  saved: readonly string[];
  form: NotificationsFormApi | null;
}) {
  const list = LISTS[field];
  const addedRef = useRef(false);
  const count = form?.values[field].length ?? 0;
  // The field just added takes focus, as a person would type into it next.
  useEffect(() => {
    if (!addedRef.current) return;
    addedRef.current = false;
    document
      .querySelector<HTMLInputElement>(`[data-path="${field}.${String(count - 1)}"]`)
      ?.focus();
  }, [count, field]);
  if (form === null) {
    return (
      <div>
        <Text fw={600}>{list.title}</Text>
        <Text size="sm">{saved.length === 0 ? 'None' : saved.map(list.shown).join(', ')}</Text>
      </div>
    );
  }
  const values = form.values[field];
  const listError = form.errors[field];
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} p={0}>
        {list.title}
      </Text>
      {values.length === 0 && <Text size="sm">None yet.</Text>}
      {values.map((_, index) => {
        const label = `Extra ${list.one} ${String(index + 1)}`;
        return (
          // A list the person edits: the position is the item's identity.
          <Group key={index} gap="sm" align="flex-start" wrap="nowrap">
            <TextInput
              label={label}
              type={list.type}
              inputMode={list.type}
              autoComplete="off"
              style={{ flex: 1, maxWidth: 360 }}
              {...form.getInputProps(`${field}.${String(index)}`)}
            />
            <Box mt={26}>
              <RemoveButton
                what={label}
                onClick={() => {
                  form.removeListItem(field, index);
                }}
              />
            </Box>
          </Group>
        );
      })}
      {typeof listError === 'string' && (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      )}
      <Button
        variant="default"
        w="fit-content"
        disabled={values.length >= MAX_EXTRA_ALERT_RECIPIENTS}
        // A press keeps focus where it is until the click: leaving a field checks it, and
        // its message would push this button away from under the pointer mid-click.
        onMouseDown={(event) => {
          event.preventDefault();
        }}
        onClick={() => {
          form.insertListItem(field, '');
          addedRef.current = true;
        }}
      >
        Add {/^[aeiou]/.test(list.one) ? 'an' : 'a'} {list.one}
      </Button>
    </Stack>
  );
}

/** The account's own level, beside the 80% and 100% every capped mobile is told at. */
export function DataAlertLevel({ preferences, form }: SectionProps) {
  const range = `${String(CUSTOM_DATA_ALERT_MIN)}% to ${String(CUSTOM_DATA_ALERT_MAX)}%`;
  return (
    <TitledSection
      title="Your own data alert"
      description={`We always tell you when a mobile has used 80% and 100% of its data. You can add a level of your own, from ${range}.`}
    >
      {form === null ? (
        <Text>
          {preferences.dataAlertPercent === null
            ? 'No level of your own is set.'
            : `Also at ${String(preferences.dataAlertPercent)}% of a mobile’s data.`}
        </Text>
      ) : (
        <NumberInput
          label="Your own data alert level (optional)"
          description={`A whole percentage from ${range}; leave it empty for none.`}
          suffix="%"
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          hideControls
          maw={360}
          {...form.getInputProps('dataAlertPercent')}
        />
      )}
    </TitledSection>
  );
}
