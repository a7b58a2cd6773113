import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain';
import {
  MOVE_HOUSE_MESSAGES,
  movableServices,
  moveAddressOrderRequestSchema,
  moveImpact,
  movingDateError,
} from './move-house';

const TODAY = '2026-11-21';

describe('moving date', () => {
  it('accepts every day from today to 90 days ahead', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90 }),
        (days) => movingDateError(addDays(TODAY, days), TODAY) === undefined,
      ),
    );
  });

  it('refuses the past and anything further than 90 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3650 }), (days) => {
        expect(movingDateError(addDays(TODAY, -days), TODAY)).toBe(
          MOVE_HOUSE_MESSAGES.movingDatePast,
        );
        expect(movingDateError(addDays(TODAY, 90 + days), TODAY)).toBe(
          MOVE_HOUSE_MESSAGES.movingDateTooFar,
        );
      }),
    );
    expect(movingDateError('2026-02-30', TODAY)).toBe(MOVE_HOUSE_MESSAGES.movingDateInvalid);
  });
});

const power = {
  coreProductKey: 'ELECTRICITY',
  broadbandCategoryGroup: null,
  broadbandCategory: null,
  components: [
    { service: 'Electricity' as const, serviceEntity: '0001234567UN7E1', planName: null },
  ],
};
const fibre = {
  coreProductKey: 'UFF1000/500',
  broadbandCategoryGroup: 'UFB',
  broadbandCategory: 'UFB1000/500',
  components: [{ service: 'Internet' as const, serviceEntity: 'INT-1', planName: null }],
};
const wireless = {
  coreProductKey: 'WBBv2_4G_Unlimited',
  broadbandCategoryGroup: 'Wireless',
  broadbandCategory: 'WBB',
  components: [{ service: 'mobile2_wbb' as const, serviceEntity: 'INT-2', planName: null }],
};

describe('what can move (spec section 6)', () => {
  it('needs a non-wireless broadband product or a power product', () => {
    expect(movableServices([power, fibre])).toEqual(['power', 'broadband']);
    expect(movableServices([fibre])).toEqual(['broadband']);
    expect(movableServices([power, wireless])).toEqual(['power', 'broadband']);
    expect(movableServices([wireless])).toEqual([]);
    expect(movableServices([])).toEqual([]);
  });

  it('says what moves and what stays', () => {
    expect(
      moveImpact({
        movable: ['power', 'broadband'],
        moving: ['broadband'],
        newAddress: '5 Rātā Road, Hamilton 3216',
        movingDate: '2026-12-05',
      }),
    ).toEqual([
      'Power stays at your current address and is billed as it is now.',
      expect.stringMatching(/^Broadband moves to 5 Rātā Road, Hamilton 3216 on the moving date/),
      'Your plans, prices and account number stay the same.',
    ]);
  });

  it('refuses a move of nothing, or of one service twice', () => {
    const base = {
      newAddress: { address1: '5 Rātā Road', city: 'Hamilton', postCode: '3216' },
      movingDate: '2026-12-05',
    };
    expect(moveAddressOrderRequestSchema.safeParse({ ...base, services: [] }).success).toBe(false);
    expect(
      moveAddressOrderRequestSchema.safeParse({ ...base, services: ['power', 'power'] }).success,
    ).toBe(false);
    expect(
      moveAddressOrderRequestSchema.parse({ ...base, services: ['power'] }).newAddress,
    ).toEqual({ ...base.newAddress, address2: null, suburb: null });
  });
});
