import { Stack, Text } from '@mantine/core';
import type { SubmitCard } from '@portal/contracts';
import { TOP_UP_DIALOGS } from '@portal/domain';
import { CardFields, toSubmitCard, useCardForm } from '../../../../shared/cards';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

interface AddCardDialogProps {
  summary: string;
  pending: boolean;
  error: string | null;
  onConfirm: (card: SubmitCard) => void;
  onClose: () => void;
}

/**
 * Spec section 4's SaveNewCard dialog, 'Add new card' (Confirm/Cancel): the card is
 * entered here and goes straight to the gateway; a field's problem shows once it is left
 * or Confirm is pressed.
 */
export function AddCardDialog({ summary, pending, error, onConfirm, onClose }: AddCardDialogProps) {
  const dialog = TOP_UP_DIALOGS.SaveNewCard;
  const card = useCardForm();
  return (
    <ConfirmDialog
      opened
      title={dialog.title}
      confirmLabel={dialog.confirmLabel}
      cancelLabel={dialog.cancelLabel}
      pending={pending}
      error={error}
      onConfirm={() => {
        const entered = card.send();
        if (entered !== null) onConfirm(toSubmitCard(entered));
      }}
      onClose={onClose}
    >
      <Stack gap="md">
        <Text size="sm">{summary}</Text>
        <CardFields card={card} />
      </Stack>
    </ConfirmDialog>
  );
}
