import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderCancelledMessage } from '@portal/contracts';
import { failureMessage, PLEASE_TRY_AGAIN } from '../api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { cancelOrderMutationOptions } from './order-queries';

/** An order a person chose to cancel: its id and the words that name it in the dialog. */
export interface OrderToCancel {
  orderId: string;
  words: string;
}

/**
 * "Cancel this order?" for the order chosen, or closed when none is. The server decides what
 * is still cancellable; a refusal is shown in the dialog. Awaited rather than given callbacks:
 * the page may drop the list it was opened from once the order is gone (the move page shows
 * its form again), and the person must still be told.
 */
export function CancelOrderDialog({
  accountCode,
  order,
  onClose,
}: {
  accountCode: string;
  order: OrderToCancel | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const cancel = useMutation(cancelOrderMutationOptions(queryClient, accountCode));
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (order === null) return;
    setError(null);
    try {
      const cancelled = await cancel.mutateAsync(order.orderId);
      close();
      notifications.show({
        color: 'teal',
        title: 'Order cancelled',
        message: orderCancelledMessage(cancelled.summary),
      });
    } catch (failure) {
      setError(failureMessage(failure, PLEASE_TRY_AGAIN));
    }
  };

  return (
    <ConfirmDialog
      opened={order !== null}
      title="Cancel this order?"
      confirmLabel="Cancel order"
      cancelLabel="Keep order"
      danger
      pending={cancel.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      {order !== null && (
        <Text>
          {order.words} will not go ahead, and nothing about your account will change. To have it
          later, you’ll need to order it again.
        </Text>
      )}
    </ConfirmDialog>
  );
}
