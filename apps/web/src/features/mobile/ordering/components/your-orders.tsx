import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { NewLineOrderView } from '@portal/contracts';
import { formatDate, formatPhoneNumber } from '@portal/domain';
import { newLineOptionsQueryOptions, newLineOrdersQueryOptions } from '../api/ordering-queries';
import { priceText } from './price';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';

function OrderCard({ order, gst }: { order: NewLineOrderView; gst: boolean | undefined }) {
  const delivery = order.deliveryAddress
    ? `Delivery to ${order.recipientName ?? ''}, ${order.deliveryAddress.street}, ${order.deliveryAddress.city}`
    : 'eSIM: we email the QR code';
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="li"
      aria-label={`Order for ${formatPhoneNumber(order.serviceEntity)}`}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{formatPhoneNumber(order.serviceEntity)}</Text>
          <Text size="sm">
            {order.planDescription} · {order.hardware}
            {order.numberChoice === 'ExistingNumber' ? ' · bringing your number' : ''}
          </Text>
          <Text size="sm" c="dimmed">
            {delivery}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Badge variant="light">{order.status}</Badge>
          <Text size="sm">Ordered {formatDate(order.createdAt)}</Text>
          {gst !== undefined && (
            <Text size="sm">
              {priceText(
                {
                  chargeIncludingGst: order.monthlyChargeIncludingGst,
                  chargeExcludingGst: order.monthlyChargeExcludingGst,
                },
                gst,
              )}{' '}
              a month
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** 'Your orders': the account's new-line orders, newest first. */
export function YourOrders({ accountCode }: { accountCode: string }) {
  const orders = useQuery(newLineOrdersQueryOptions(accountCode));
  // Prices follow the account's GST display, which the options carry (shared cache entry).
  const gst = useQuery(newLineOptionsQueryOptions(accountCode)).data?.displayGstInclusiveValues;
  return (
    <Stack gap="sm" component="section" aria-labelledby="your-orders-title">
      <Title order={2} size="h3" id="your-orders-title">
        Your orders
      </Title>
      {orders.isPending && <LoadingSkeleton height={80} radius="md" label="Loading your orders" />}
      {orders.isError && (
        <Alert color="red" title="Oops, something went wrong" role="alert">
          <Text size="sm" mb="sm">
            We couldn't load your orders. Try reloading the page or come back later.
          </Text>
          <Button size="xs" variant="white" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {orders.isSuccess && orders.data.length === 0 && (
        <Text c="dimmed">
          No mobile connection orders yet. When you order a new connection it shows here until it is
          ready.
        </Text>
      )}
      {orders.isSuccess && orders.data.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {orders.data.map((order) => (
            <OrderCard key={order.orderId} order={order} gst={gst} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
