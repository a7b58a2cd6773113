import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MoveAddressOrderResult, MovingService } from '@portal/contracts';
import { useIdempotencyKey } from '../../../shared/api';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { emptyMoveForm, moveFormSchema, moveRequestOf, type MoveForm } from '../api/move-form';
import { moveHouseMutationOptions } from '../api/move-house-queries';

/**
 * The move's details form, the step it is at (details, then review) and the order: one key
 * per attempt, reused when the same move is sent again.
 */
export function useMoveHouseForm(
  accountCode: string,
  movable: readonly MovingService[],
  today: string,
) {
  const queryClient = useQueryClient();
  const form = useForm<MoveForm>({
    mode: 'controlled',
    initialValues: emptyMoveForm(movable),
    validate: schemaValidate(moveFormSchema(today)),
    validateInputOnBlur: true,
  });
  const [step, setStep] = useState<'details' | 'review'>('details');
  const [booked, setBooked] = useState<MoveAddressOrderResult | null>(null);
  const order = useMutation(moveHouseMutationOptions(queryClient, accountCode));
  const idempotency = useIdempotencyKey();

  const review = form.onSubmit(() => {
    setStep('review');
  });
  const back = () => {
    order.reset();
    setStep('details');
  };
  const book = () => {
    const request = moveRequestOf(form.getValues());
    order.mutate(
      { request, key: idempotency.keyFor(request) },
      {
        onSuccess: setBooked,
        onSettled: (_result, error) => {
          idempotency.settle(error);
        },
      },
    );
  };
  return { form, step, booked, order, review, back, book };
}
