import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_OF_BIRTH_MESSAGES, dateOfBirthError } from './iam';
import { formatServiceAddress, linkNumberRequestSchema } from './people';

const TODAY = '2026-11-21';

describe('date of birth of an added authorised user', () => {
  it('takes someone who turned 18 today, not someone who turns 18 tomorrow', () => {
    expect(dateOfBirthError('2008-11-21', TODAY)).toBeUndefined();
    expect(dateOfBirthError('2008-11-22', TODAY)).toBe(DATE_OF_BIRTH_MESSAGES.tooYoung);
  });

  it('calls a future, impossible or implausibly old date invalid', () => {
    expect(dateOfBirthError('2027-01-01', TODAY)).toBe(DATE_OF_BIRTH_MESSAGES.invalid);
    expect(dateOfBirthError('1990-02-30', TODAY)).toBe(DATE_OF_BIRTH_MESSAGES.invalid);
    expect(dateOfBirthError('1900-01-01', TODAY)).toBe(DATE_OF_BIRTH_MESSAGES.invalid);
  });

  const keyOf = (date: Date) => date.toISOString().slice(0, 10);
  const day = (key: string) => new Date(`${key}T00:00:00Z`);

  it('accepts every date from 119 years ago up to 18 years ago today', () => {
    fc.assert(
      fc.property(
        fc.date({ min: day('1906-11-22'), max: day('2008-11-21'), noInvalidDate: true }),
        (date) => dateOfBirthError(keyOf(date), TODAY) === undefined,
      ),
    );
  });

  it('calls every later date up to today too young', () => {
    fc.assert(
      fc.property(
        fc.date({ min: day('2008-11-22'), max: day(TODAY), noInvalidDate: true }),
        (date) => dateOfBirthError(keyOf(date), TODAY) === DATE_OF_BIRTH_MESSAGES.tooYoung,
      ),
    );
  });
});

describe('linking a number', () => {
  it('keeps the number in local form without spaces, and an empty description as none', () => {
    expect(linkNumberRequestSchema.parse({ number: '+64 21 555 0101', description: ' ' })).toEqual({
      number: '0215550101',
      description: null,
    });
    expect(linkNumberRequestSchema.safeParse({ number: '555 0101' }).success).toBe(false);
  });

  it('joins a service address with commas', () => {
    expect(
      formatServiceAddress({
        address1: '12 Kōwhai Street',
        address2: null,
        suburb: 'Ponsonby',
        city: 'Auckland',
        postCode: '1011',
      }),
    ).toBe('12 Kōwhai Street, Ponsonby, Auckland 1011');
  });
});
