import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrackedOrder } from '@portal/contracts';
import { SelectedAccountGate, useCanChangeAccount } from '../../../shared/accounts';
import { CancelOrderDialog } from '../../../shared/orders';
import { PageHeader } from '../../../shared/page/page-header';
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
  const [chosen, setChosen] = useState<TrackedOrder | null>(null);

  if (query.isPending) return <LoadingSkeleton height={240} label="Loading your orders" />;
  if (query.isError) {
    return <CouldNotLoad what="Your orders" onRetry={() => void query.refetch()} />;
  }

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
      <CancelOrderDialog
        accountCode={code}
        order={
          chosen?.cancellableOrderId == null
            ? null
            : { orderId: chosen.cancellableOrderId, words: chosen.summary }
        }
        onClose={() => {
          setChosen(null);
        }}
      />
    </Stack>
  );
}
