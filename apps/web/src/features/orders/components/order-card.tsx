import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TrackedOrder } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { OrderStepList } from './order-step-list';

const OUTCOME_BADGES = {
  // Dark shades, filled: white text on them meets the contrast ratio (axe).
  open: { label: 'In progress', color: 'blue.8' },
  done: { label: 'Done', color: 'teal.9' },
  cancelled: { label: 'Cancelled', color: 'gray.7' },
  failed: { label: 'Not done', color: 'red.9' },
} as const;

interface OrderCardProps {
  order: TrackedOrder;
  /** Offered only to those who may change the account, for an order still cancellable. */
  onCancel?: (order: TrackedOrder) => void;
}

/** One order: what it is, how it stands, its steps, and Cancel where that is allowed. */
export function OrderCard({ order, onCancel }: OrderCardProps) {
  const badge = OUTCOME_BADGES[order.outcome];
  const titleId = `order-${order.trackingId}-title`;
  return (
    <Card withBorder radius="md" p="md" component="li" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {order.summary}
            </Title>
            <Text size="sm" c="dimmed">
              Ordered {formatDate(order.createdAt)}
            </Text>
          </Stack>
          <Badge color={badge.color} tt="none">
            {badge.label}
          </Badge>
        </Group>
        <OrderStepList steps={order.steps} label={`Steps of ${order.summary}`} />
        {onCancel !== undefined && order.cancellableOrderId !== null && (
          <Group>
            <Button
              size="compact-sm"
              variant="default"
              aria-label={`Cancel: ${order.summary}`}
              onClick={() => {
                onCancel(order);
              }}
            >
              Cancel
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
