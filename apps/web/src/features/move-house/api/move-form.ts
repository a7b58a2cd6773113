import { z } from 'zod';
import {
  MOVE_HOUSE_MESSAGES,
  movingDateError,
  movingServiceSchema,
  newAddressSchema,
  type MoveAddressOrderRequest,
  type MovingService,
} from '@portal/contracts';

export interface MoveForm {
  address1: string;
  address2: string;
  suburb: string;
  city: string;
  postCode: string;
  /** yyyy-mm-dd from the date input, '' when not picked. */
  movingDate: string;
  services: MovingService[];
}

export const emptyMoveForm = (movable: readonly MovingService[]): MoveForm => ({
  address1: '',
  address2: '',
  suburb: '',
  city: '',
  postCode: '',
  movingDate: '',
  services: [...movable],
});

export function newAddressOf(form: MoveForm) {
  return {
    address1: form.address1,
    address2: form.address2,
    suburb: form.suburb,
    city: form.city,
    postCode: form.postCode,
  };
}

/**
 * The form's rules (decision 039): the server's address rules, a moving date from `today`
 * (the NZ date) up to 90 days ahead, and at least one service.
 */
export function moveFormSchema(today: string) {
  return newAddressSchema.extend({
    movingDate: z.string().superRefine((movingDate, context) => {
      const message = movingDateError(movingDate, today);
      if (message !== undefined) context.addIssue({ code: 'custom', message });
    }),
    services: z.array(movingServiceSchema).min(1, MOVE_HOUSE_MESSAGES.noServices),
  });
}

export function moveRequestOf(form: MoveForm): MoveAddressOrderRequest {
  return { newAddress: newAddressOf(form), movingDate: form.movingDate, services: form.services };
}
