import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SubmitCard } from '@portal/contracts';
import { TOP_UP_DIALOGS } from '@portal/domain';
import { CardFields, EMPTY_CARD, toSubmitCard, validateCard } from '../../../../shared/cards';
import type { CardField, CardForm } from '../../../../shared/cards';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

interface AddCardDialogProps {
  summary: string;
  pending: boolean;
  error: string | null;
  onConfirm: (card: SubmitCard) => void;
  onClose: () => void;
}

const ALL_FIELDS = Object.keys(EMPTY_CARD) as CardField[];

/**
 * Spec section 4's SaveNewCard dialog, 'Add new card' (Confirm/Cancel): the card is
 * entered here and goes straight to the gateway; a field's problem shows once it is left
 * or Confirm is pressed.
 */
export function AddCardDialog({ summary, pending, error, onConfirm, onClose }: AddCardDialogProps) {
  const dialog = TOP_UP_DIALOGS.SaveNewCard;
  const [form, setForm] = useState<CardForm>(EMPTY_CARD);
  const [shown, setShown] = useState<Set<CardField>>(new Set());
  const errors = validateCard(form, new Date());
  const visible = Object.fromEntries([...shown].map((field) => [field, errors[field]])) as Partial<
    Record<CardField, string>
  >;
  return (
    <ConfirmDialog
      opened
      title={dialog.title}
      confirmLabel={dialog.confirmLabel}
      cancelLabel={dialog.cancelLabel}
      pending={pending}
      error={error}
      onConfirm={() => {
        setShown(new Set(ALL_FIELDS));
        if (Object.keys(errors).length === 0) onConfirm(toSubmitCard(form));
      }}
      onClose={onClose}
    >
      <Stack gap="md">
        <Text size="sm">{summary}</Text>
        <CardFields
          form={form}
          errors={visible}
          onChange={(field, value) => {
            setForm((previous) => ({ ...previous, [field]: value }));
            setShown((previous) => new Set([...previous].filter((name) => name !== field)));
          }}
          onBlur={(field) => {
            setShown((previous) => new Set([...previous, field]));
          }}
        />
      </Stack>
    </ConfirmDialog>
  );
}
