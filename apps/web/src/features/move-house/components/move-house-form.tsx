import {
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  MOVING_SERVICE_LABELS,
  formatServiceAddress,
  lastMovingDate,
  moveImpact,
  type MoveAddressOrderResult,
  type MovingService,
} from '@portal/contracts';
import { formatDate, toNzDateKey } from '@portal/domain';
import { failureMessage, PLEASE_TRY_AGAIN, useIdempotencyKey } from '../../../shared/api';
import { Notice } from '../../../shared/ui/notice';
import {
  emptyMoveForm,
  moveRequestOf,
  newAddressOf,
  validateMove,
  type MoveErrors,
  type MoveForm,
} from '../api/move-form';
import { currentAddressesQueryOptions, moveHouseMutationOptions } from '../api/move-house-queries';
import { NzDateInput } from '../../../shared/ui/nz-date-input';

type TextField = Exclude<keyof MoveForm, 'services'>;

/** New address, moving date and services; then the impact; then the order. */
export function MoveHouseForm({
  accountCode,
  movable,
}: {
  accountCode: string;
  movable: readonly MovingService[];
}) {
  const queryClient = useQueryClient();
  const today = toNzDateKey(new Date());
  const current = useQuery(currentAddressesQueryOptions(accountCode));
  const [form, setForm] = useState<MoveForm>(() => emptyMoveForm(movable));
  const [errors, setErrors] = useState<MoveErrors>({});
  const [step, setStep] = useState<'details' | 'review'>('details');
  const [booked, setBooked] = useState<MoveAddressOrderResult | null>(null);
  const order = useMutation(moveHouseMutationOptions(queryClient, accountCode));
  const idempotency = useIdempotencyKey();

  if (booked !== null) {
    return (
      <Notice color="green" title="Your move is booked" role="status">
        <Stack gap="xs">
          <Text size="sm">{booked.summary}. We will look after the rest on the day.</Text>
          <Anchor component={Link} to="/" size="sm" underline="always">
            Back to your dashboard
          </Anchor>
        </Stack>
      </Notice>
    );
  }

  const field = (name: TextField) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
    onBlur: () => {
      if (form[name] === '') return;
      setErrors((previous) => ({ ...previous, [name]: validateMove(form, today)[name] }));
    },
  });
  const review = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const found = validateMove(form, today);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep('review');
  };
  const book = () => {
    const request = moveRequestOf(form);
    order.mutate(
      { request, key: idempotency.keyFor(request) },
      {
        onSuccess: (result) => {
          setBooked(result);
        },
        onSettled: (_result, error) => {
          idempotency.settle(error);
        },
      },
    );
  };

  const from = (current.data ?? []).map(formatServiceAddress).join('; ');
  const to = formatServiceAddress({
    ...newAddressOf(form),
    address2: form.address2.trim() || null,
    suburb: form.suburb.trim() || null,
  });

  if (step === 'review') {
    const impact = moveImpact({
      movable,
      moving: form.services,
      newAddress: to,
      movingDate: form.movingDate,
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
            <Fact label="Moving date" value={formatDate(form.movingDate)} />
            <Fact
              label="Moving"
              value={form.services.map((s) => MOVING_SERVICE_LABELS[s]).join(' and ')}
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
            <Button onClick={book} loading={order.isPending} disabled={order.isPending}>
              Book my move
            </Button>
            <Button
              variant="default"
              disabled={order.isPending}
              onClick={() => {
                order.reset();
                setStep('details');
              }}
            >
              Back
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="move-details">
      <form onSubmit={review} noValidate aria-labelledby="move-details">
        <Stack gap="md">
          <Title order={2} size="h3" id="move-details">
            Where and when
          </Title>
          {from !== '' && <Text size="sm">Your services are at {from} now.</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Street address"
              autoComplete="address-line1"
              required
              {...field('address1')}
            />
            <TextInput
              label="Unit, flat or building (optional)"
              autoComplete="address-line2"
              {...field('address2')}
            />
            <TextInput
              label="Suburb (optional)"
              autoComplete="address-level3"
              {...field('suburb')}
            />
            <TextInput
              label="Town or city"
              autoComplete="address-level2"
              required
              {...field('city')}
            />
            <TextInput
              label="Postcode"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={4}
              required
              {...field('postCode')}
            />
            <NzDateInput
              label="Moving date"
              description={`From today up to ${formatDate(lastMovingDate(today))}`}
              required
              {...field('movingDate')}
            />
          </SimpleGrid>
          <Checkbox.Group
            label="Services to move"
            error={errors.services}
            value={form.services}
            onChange={(values) => {
              setForm((previous) => ({
                ...previous,
                services: movable.filter((service) => values.includes(service)),
              }));
              setErrors((previous) => ({ ...previous, services: undefined }));
            }}
          >
            <Group gap="lg" mt="xs">
              {movable.map((service) => (
                <Checkbox key={service} value={service} label={MOVING_SERVICE_LABELS[service]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Button type="submit" w="fit-content">
            Review move
          </Button>
        </Stack>
      </form>
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
