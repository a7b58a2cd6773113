import { Alert, Button, Group, List } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '@portal/domain';
import type { AccountOrder } from '@portal/contracts';
import { useCanChangeAccount } from '../accounts';
import { CancelOrderDialog } from './cancel-order-dialog';
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
  const [chosen, setChosen] = useState<AccountOrder | null>(null);
  const pending = (query.data ?? []).filter(
    (order) =>
      order.status === 'Pending' &&
      (orderTypes === undefined || orderTypes.includes(order.orderType)),
  );
  if (pending.length === 0 && chosen === null) return null;

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
      <CancelOrderDialog
        accountCode={accountCode}
        order={chosen === null ? null : { orderId: chosen.orderId, words: describe(chosen) }}
        onClose={() => {
          setChosen(null);
        }}
      />
    </>
  );
}
