import { Alert, Button, Group, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockHour4 } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '@portal/domain';
import { orderCancelledMessage, type AccountOrder } from '@portal/contracts';
import { useCanChangeAccount } from '../accounts';
import { failureMessage, PLEASE_TRY_AGAIN } from '../api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { accountOrdersQueryOptions, cancelOrderMutationOptions } from './order-queries';

export interface PendingOrdersProps {
  accountCode: string;
  /** Only orders of these types; every pending order when left out (the dashboard). */
  orderTypes?: readonly string[];
  title?: string;
}

function describe(order: AccountOrder): string {
  const date = order.requestedDateOfProvisioning;
  return date === null ? order.summary : `${order.summary}, from ${formatDate(date)}`;
}

/**
 * The account's orders still waiting for their date: a plan change, a sign-up in progress,
 * a move. Shows nothing when there are none or they cannot be loaded (spec section 4: a
 * failed load shows no message). The owner and staff may cancel one before its day, after
 * saying so in a dialog; the server decides what is still cancellable.
 */
export function PendingOrders({
  accountCode,
  orderTypes,
  title = 'In progress',
}: PendingOrdersProps) {
  const query = useQuery(accountOrdersQueryOptions(accountCode));
  const canChange = useCanChangeAccount(accountCode);
  const queryClient = useQueryClient();
  const cancel = useMutation(cancelOrderMutationOptions(queryClient, accountCode));
  const [chosen, setChosen] = useState<AccountOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = (query.data ?? []).filter(
    (order) =>
      order.status === 'Pending' &&
      (orderTypes === undefined || orderTypes.includes(order.orderType)),
  );
  if (pending.length === 0 && chosen === null) return null;

  const close = () => {
    setChosen(null);
    setError(null);
  };
  // Awaited rather than given callbacks: the page may drop this list once the order is gone
  // (the move page shows its form again), and the person must still be told.
  const confirm = async () => {
    if (chosen === null) return;
    setError(null);
    try {
      const order = await cancel.mutateAsync(chosen.orderId);
      close();
      notifications.show({
        color: 'teal',
        title: 'Order cancelled',
        message: orderCancelledMessage(order.summary),
      });
    } catch (failure) {
      setError(failureMessage(failure, PLEASE_TRY_AGAIN));
    }
  };

  return (
    <>
      {pending.length > 0 && (
        <Alert
          color="blue"
          variant="light"
          title={title}
          icon={<IconClockHour4 aria-hidden="true" />}
          role="status"
        >
          <List size="sm" spacing="xs">
            {pending.map((order) => (
              <List.Item key={order.orderId}>
                <Group gap="sm" wrap="wrap">
                  <span>{describe(order)}</span>
                  {canChange && order.cancellable && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Cancel: ${order.summary}`}
                      onClick={() => {
                        setChosen(order);
                      }}
                    >
                      Cancel
                    </Button>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <ConfirmDialog
        opened={chosen !== null}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        danger
        pending={cancel.isPending}
        error={error}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        {chosen !== null && (
          <Text>
            {describe(chosen)} will not go ahead, and nothing about your account will change. To
            have it later, you’ll need to order it again.
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}
