import { describe, expect, it } from 'vitest';
import { MOVE_HOUSE_MESSAGES } from '@portal/contracts';
import { addDays } from '@portal/domain';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { emptyMoveForm, moveFormSchema, type MoveForm } from './move-form';

const TODAY = '2026-11-28';
const valid: MoveForm = {
  ...emptyMoveForm(['power']),
  address1: '5 Rātā Road',
  city: 'Hamilton',
  postCode: ' 3216 ',
  movingDate: addDays(TODAY, 14),
};
const check = schemaValidate(moveFormSchema(TODAY));

describe('the move form rules', () => {
  it('takes a full address, a date ahead and a service', () => {
    expect(check(valid)).toEqual({});
  });

  it('says what is missing, in the contracts’ words', () => {
    expect(check({ ...emptyMoveForm([]), movingDate: addDays(TODAY, -1) })).toEqual({
      address1: MOVE_HOUSE_MESSAGES.address1,
      city: MOVE_HOUSE_MESSAGES.city,
      postCode: MOVE_HOUSE_MESSAGES.postCode,
      movingDate: MOVE_HOUSE_MESSAGES.movingDatePast,
      services: MOVE_HOUSE_MESSAGES.noServices,
    });
  });

  it('refuses a moving date more than 90 days ahead, counted from the day given', () => {
    expect(check({ ...valid, movingDate: addDays(TODAY, 91) })).toEqual({
      movingDate: MOVE_HOUSE_MESSAGES.movingDateTooFar,
    });
    expect(check({ ...valid, movingDate: '' })).toEqual({
      movingDate: MOVE_HOUSE_MESSAGES.movingDateInvalid,
    });
  });
});
