import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SPEND_CONTROL_FAILED_MESSAGE, type BarSettings } from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import { useLineChange } from '../../shared';
import type { LineDialogProps } from './dialog-props';
import { BARRING_LABELS, barringText } from './line-summary';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

const KEYS = Object.keys(BARRING_LABELS) as (keyof BarSettings)[];

/** POST barSettings: which kinds of calls and use the line is barred from. */
export function BarringDialog({ accountCode, line, onClose }: LineDialogProps) {
  const [settings, setSettings] = useState<BarSettings>(line.barSettings);
  const change = useLineChange(accountCode);
  const number = formatPhoneNumber(line.serviceEntity);
  return (
    <ConfirmDialog
      opened
      title={`Barring for ${number}`}
      confirmLabel="Save barring"
      pending={change.pending}
      error={change.error}
      onClose={onClose}
      onConfirm={() => {
        change.run(
          { kind: 'barring', serviceEntity: line.serviceEntity, settings },
          {
            success: `${number}: ${barringText(settings).toLowerCase()}.`,
            // Spec section 8: barring is spend control; any failure shows this message.
            failure: SPEND_CONTROL_FAILED_MESSAGE,
            onDone: onClose,
          },
        );
      }}
    >
      <Stack gap="sm">
        <Text size="sm">Tick what {number} should not be able to use.</Text>
        {KEYS.map((key) => (
          <Checkbox
            key={key}
            label={BARRING_LABELS[key]}
            checked={settings[key]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setSettings((current) => ({ ...current, [key]: checked }));
            }}
          />
        ))}
        <Text size="sm">After saving: {barringText(settings).toLowerCase()}.</Text>
      </Stack>
    </ConfirmDialog>
  );
}
