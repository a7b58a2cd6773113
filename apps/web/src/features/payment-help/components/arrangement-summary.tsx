import { Badge, Group, Text } from '@mantine/core';
import type { PaymentArrangement } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { arrangementTitle, STATUS_WORDS } from './arrangement-words';

/**
 * An arrangement in two lines: what it is with its state, then when it was set up (by whom,
 * for staff) and when and why it ended.
 */
export function ArrangementSummary(props: { arrangement: PaymentArrangement; forStaff?: boolean }) {
  const { arrangement } = props;
  const staff = props.forStaff === true;
  return (
    <>
      <Group gap="xs">
        <Text size="sm" fw={staff ? 600 : undefined}>
          {arrangementTitle(arrangement)}
        </Text>
        <Badge variant="dot" color={arrangement.status === 'active' ? 'blue' : 'gray'} tt="none">
          {STATUS_WORDS[arrangement.status]}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        Set up {formatDate(arrangement.createdAt)}
        {staff && (arrangement.setUpByStaff ? ' by staff' : ' by the customer')}
        {arrangement.cancelledAt !== null && `; ended ${formatDate(arrangement.cancelledAt)}`}
        {arrangement.cancelReason !== null && `: ${arrangement.cancelReason}`}
      </Text>
    </>
  );
}
