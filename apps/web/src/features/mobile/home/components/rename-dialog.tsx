import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SERVICE_NAME_MAX_LENGTH, SERVICE_NAME_MESSAGE } from '@portal/contracts';
import { formatPhoneNumber } from '@portal/domain';
import { useLineChange } from '../../shared';
import type { LineDialogProps } from './dialog-props';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

/** PUT serviceEntityDetails: the custom name, trimmed; an empty name clears it. */
export function RenameDialog({ accountCode, line, onClose }: LineDialogProps) {
  const [name, setName] = useState(line.serviceEntityDescription ?? '');
  const change = useLineChange(accountCode);
  const trimmed = name.trim();
  const tooLong = trimmed.length > SERVICE_NAME_MAX_LENGTH;
  const number = formatPhoneNumber(line.serviceEntity);
  return (
    <ConfirmDialog
      opened
      title={`Rename ${number}`}
      confirmLabel="Save name"
      pending={change.pending}
      error={change.error}
      confirmDisabled={tooLong}
      onClose={onClose}
      onConfirm={() => {
        change.run(
          { kind: 'rename', serviceEntity: line.serviceEntity, name: trimmed },
          {
            success:
              trimmed === ''
                ? `${number} no longer has a name.`
                : `${number} is now called ${trimmed}.`,
            failure: 'the details could not be updated.',
            onDone: onClose,
          },
        );
      }}
    >
      <TextInput
        label="Name for this number"
        description="Shown instead of the number across the portal. Leave empty to remove the name."
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
        }}
        error={tooLong ? SERVICE_NAME_MESSAGE : undefined}
        data-autofocus
      />
      <Text size="sm">
        {trimmed === ''
          ? `${number} will show by its number only.`
          : `${number} will be shown as “${trimmed}”.`}
      </Text>
    </ConfirmDialog>
  );
}
