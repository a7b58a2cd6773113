import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderCancelledMessage, type TrackedOrder } from '@portal/contracts';
import { SelectedAccountGate, useCanChangeAccount } from '../../../shared/accounts';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { cancelOrderMutationOptions } from '../../../shared/orders';
import { PageHeader } from '../../../shared/page/page-header';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { CouldNotLoad } from '../../../shared/ui/could-not-load';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';
import { orderTrackerQueryOptions } from '../api/order-tracker-queries';
import { OrderCard } from './order-card';

/** /account/orders: where each of the account's orders is, step by step (issue 30). */
export function OrdersPage() {
  return (
    <>
      <PageHeader routeKey="orders" />
      <SelectedAccountGate>
        {({ account }) => <TrackedOrders key={account.accountCode} code={account.accountCode} />}
      </SelectedAccountGate>
    </>
  );
}

function TrackedOrders({ code }: { code: string }) {
  const query = useQuery(orderTrackerQueryOptions(code));
  const canChange = useCanChangeAccount(code);
  const queryClient = useQueryClient();
  const cancel = useMutation(cancelOrderMutationOptions(queryClient, code));
  const [chosen, setChosen] = useState<TrackedOrder | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (query.isPending) return <LoadingSkeleton height={240} label="Loading your orders" />;
  if (query.isError) {
    return <CouldNotLoad what="Your orders" onRetry={() => void query.refetch()} />;
  }

  const close = () => {
    setChosen(null);
    setError(null);
  };
  const confirm = async () => {
    const orderId = chosen?.cancellableOrderId ?? null;
    if (orderId === null) return;
    setError(null);
    try {
      const order = await cancel.mutateAsync(orderId);
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
    <Stack gap="md">
      {!canChange && <ViewOnlyNotice unavailable="cancel an order" />}
      {query.data.length === 0 ? (
        <Text c="dimmed">
          No orders yet. When you change a plan, sign up, move or order a connection, you can follow
          it here.
        </Text>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.map((order) => (
            <OrderCard
              key={order.trackingId}
              order={order}
              {...(canChange ? { onCancel: setChosen } : {})}
            />
          ))}
        </Stack>
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
            {chosen.summary} will not go ahead, and nothing about your account will change. To have
            it later, you’ll need to order it again.
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
