import { Badge, Group, Stack, Text } from '@mantine/core';
import type { PaymentArrangement } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { TitledSection } from '../../../shared/ui/titled-section';
import { arrangementTitle, STATUS_WORDS } from './arrangement-words';

/** Earlier and other arrangements: each with its state, and why it ended when it was ended. */
export function ArrangementList(props: { arrangements: readonly PaymentArrangement[] }) {
  return (
    <TitledSection title="Your arrangements">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {props.arrangements.map((arrangement) => (
          <li key={arrangement.arrangementId}>
            <Group gap="xs">
              <Text size="sm">{arrangementTitle(arrangement)}</Text>
              <Badge
                variant="dot"
                color={arrangement.status === 'active' ? 'blue' : 'gray'}
                tt="none"
              >
                {STATUS_WORDS[arrangement.status]}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              Set up {formatDate(arrangement.createdAt)}
              {arrangement.cancelledAt !== null &&
                `; cancelled ${formatDate(arrangement.cancelledAt)}`}
              {arrangement.cancelReason !== null && `: ${arrangement.cancelReason}`}
            </Text>
          </li>
        ))}
      </Stack>
    </TitledSection>
  );
}
