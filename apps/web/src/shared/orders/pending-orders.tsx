import { Alert, List } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/domain';
import type { AccountOrder } from '@portal/contracts';
import { accountOrdersQueryOptions } from './order-queries';

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
 * failed load shows no message).
 */
export function PendingOrders({
  accountCode,
  orderTypes,
  title = 'In progress',
}: PendingOrdersProps) {
  const query = useQuery(accountOrdersQueryOptions(accountCode));
  const pending = (query.data ?? []).filter(
    (order) =>
      order.status === 'Pending' &&
      (orderTypes === undefined || orderTypes.includes(order.orderType)),
  );
  if (pending.length === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      title={title}
      icon={<IconClockHour4 aria-hidden="true" />}
      role="status"
    >
      <List size="sm" spacing={4}>
        {pending.map((order) => (
          <List.Item key={order.orderId}>{describe(order)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
