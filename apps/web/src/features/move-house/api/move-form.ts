import {
  movingDateError,
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
export type MoveErrors = Partial<Record<keyof MoveForm, string>>;

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

/** The same rules the server applies, field by field; `today` is the NZ date. */
export function validateMove(form: MoveForm, today: string): MoveErrors {
  const errors: MoveErrors = {};
  const address = newAddressSchema.safeParse(newAddressOf(form));
  if (!address.success) {
    for (const issue of address.error.issues) {
      const [field] = issue.path;
      if (typeof field === 'string' && field in form) {
        errors[field as keyof MoveForm] ??= issue.message;
      }
    }
  }
  const dateError = movingDateError(form.movingDate, today);
  if (dateError !== undefined) errors.movingDate = dateError;
  if (form.services.length === 0) errors.services = 'Please choose at least one service to move.';
  return errors;
}

export function moveRequestOf(form: MoveForm): MoveAddressOrderRequest {
  return { newAddress: newAddressOf(form), movingDate: form.movingDate, services: form.services };
}
