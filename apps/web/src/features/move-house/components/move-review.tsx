import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { MOVING_SERVICE_LABELS, moveImpact, type MovingService } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { failureMessage, PLEASE_TRY_AGAIN } from '../../../shared/api';
import { Notice } from '../../../shared/ui/notice';
import type { MoveForm } from '../api/move-form';

interface MoveReviewProps {
  movable: readonly MovingService[];
  values: MoveForm;
  /** Where the services are now, joined; '' when not known. */
  from: string;
  /** The new address as shown. */
  to: string;
  order: { isPending: boolean; isError: boolean; error: unknown };
  onBook: () => void;
  onBack: () => void;
}

/** The move as it will be booked and what it changes, before the order is placed. */
export function MoveReview({ movable, values, from, to, order, onBook, onBack }: MoveReviewProps) {
  const impact = moveImpact({
    movable,
    moving: values.services,
    newAddress: to,
    movingDate: values.movingDate,
  });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="move-review">
      <Stack gap="md">
        <Title order={2} size="h3" id="move-review">
          Check your move
        </Title>
        <dl style={{ margin: 0 }}>
          {from !== '' && <Fact label="From" value={from} />}
          <Fact label="To" value={to} />
          <Fact label="Moving date" value={formatDate(values.movingDate)} />
          <Fact
            label="Moving"
            value={values.services.map((s) => MOVING_SERVICE_LABELS[s]).join(' and ')}
          />
        </dl>
        <div>
          <Title order={3} size="h4" mb="xs">
            What changes
          </Title>
          <List size="sm" spacing={4}>
            {impact.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </div>
        {order.isError && (
          <Notice color="red" role="alert" title="Uh oh, something went wrong.">
            {failureMessage(order.error, PLEASE_TRY_AGAIN)}
          </Notice>
        )}
        <Group gap="sm">
          <Button onClick={onBook} loading={order.isPending} disabled={order.isPending}>
            Book my move
          </Button>
          <Button variant="default" disabled={order.isPending} onClick={onBack}>
            Back
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline" mb={4}>
      <Text component="dt" size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </Group>
  );
}
