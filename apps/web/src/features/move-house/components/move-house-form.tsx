import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  MOVING_SERVICE_LABELS,
  formatServiceAddress,
  lastMovingDate,
  type MovingService,
} from '@portal/contracts';
import { formatDate, toNzDateKey } from '@portal/domain';
import { AddressFields } from '../../../shared/forms/address-fields';
import { Notice } from '../../../shared/ui/notice';
import { NzDateInput } from '../../../shared/ui/nz-date-input';
import { newAddressOf } from '../api/move-form';
import { currentAddressesQueryOptions } from '../api/move-house-queries';
import { MoveReview } from './move-review';
import { useMoveHouseForm } from './use-move-house-form';

/** New address, moving date and services; then the impact; then the order. */
export function MoveHouseForm({
  accountCode,
  movable,
}: {
  accountCode: string;
  movable: readonly MovingService[];
}) {
  const today = toNzDateKey(new Date());
  const current = useQuery(currentAddressesQueryOptions(accountCode));
  const { form, step, booked, order, review, back, book } = useMoveHouseForm(
    accountCode,
    movable,
    today,
  );

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

  const values = form.getValues();
  const from = (current.data ?? []).map(formatServiceAddress).join('; ');
  if (step === 'review') {
    const to = formatServiceAddress({
      ...newAddressOf(values),
      address2: values.address2.trim() || null,
      suburb: values.suburb.trim() || null,
    });
    return (
      <MoveReview
        movable={movable}
        values={values}
        from={from}
        to={to}
        order={order}
        onBook={book}
        onBack={back}
      />
    );
  }

  const movingDate = form.getInputProps('movingDate');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="move-details">
      <form onSubmit={review} noValidate aria-labelledby="move-details">
        <Stack gap="md">
          <Title order={2} size="h3" id="move-details">
            Where and when
          </Title>
          {from !== '' && <Text size="sm">Your services are at {from} now.</Text>}
          <AddressFields
            parts={{
              street: form.getInputProps('address1'),
              unit: form.getInputProps('address2'),
              suburb: form.getInputProps('suburb'),
              city: form.getInputProps('city'),
              postCode: form.getInputProps('postCode'),
            }}
            required={['street', 'city', 'postCode']}
          />
          <NzDateInput
            label="Moving date"
            description={`From today up to ${formatDate(lastMovingDate(today))}`}
            required
            maw={320}
            {...movingDate}
            value={values.movingDate}
            onChange={(event) => {
              // The date field hands on the ISO day, not an input's event.
              form.setFieldValue('movingDate', event.currentTarget.value);
            }}
          />
          <Checkbox.Group
            label="Services to move"
            {...form.getInputProps('services')}
            onChange={(chosen) => {
              form.setFieldValue(
                'services',
                movable.filter((service) => chosen.includes(service)),
              );
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
