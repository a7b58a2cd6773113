import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain';
import {
  CANCELLABLE_ORDER_TYPES,
  ORDER_STATUSES,
  isCancellableOrder,
  orderCancelRefusal,
} from './orders';

const TODAY = '2026-11-26';
const cancellableType = fc.constantFrom(...CANCELLABLE_ORDER_TYPES);
const status = fc.constantFrom(...ORDER_STATUSES);
/** An order's day, from a year before today to a year after. */
const dayOffset = fc.integer({ min: -365, max: 365 });

describe('cancelling an order before its day', () => {
  it('lets a pending plan change, sign-up or move go on every day before its own', () => {
    fc.assert(
      fc.property(cancellableType, fc.integer({ min: 1, max: 365 }), (orderType, days) => {
        const order = {
          orderType,
          status: 'Pending' as const,
          requestedDateOfProvisioning: addDays(TODAY, days),
        };
        expect(orderCancelRefusal(order, TODAY)).toBeUndefined();
        expect(isCancellableOrder(order, TODAY)).toBe(true);
      }),
    );
  });

  it('is too late from the order’s day on, or with no day at all', () => {
    fc.assert(
      fc.property(cancellableType, fc.integer({ min: 0, max: 365 }), (orderType, days) => {
        const order = {
          orderType,
          status: 'Pending' as const,
          requestedDateOfProvisioning: addDays(TODAY, -days),
        };
        expect(orderCancelRefusal(order, TODAY)).toBe('dueToday');
      }),
    );
    const undated = {
      orderType: 'MoveHouse',
      status: 'Pending' as const,
      requestedDateOfProvisioning: null,
    };
    expect(orderCancelRefusal(undated, TODAY)).toBe('dueToday');
  });

  it('refuses what has been carried out or refused, whatever its day', () => {
    const done = status.filter((s) => s !== 'Pending' && s !== 'Cancelled');
    fc.assert(
      fc.property(cancellableType, done, dayOffset, (orderType, s, days) => {
        const order = { orderType, status: s, requestedDateOfProvisioning: addDays(TODAY, days) };
        expect(orderCancelRefusal(order, TODAY)).toBe('alreadyDone');
      }),
    );
  });

  it('answers a cancelled order as the first cancel did, but never offers it again', () => {
    fc.assert(
      fc.property(cancellableType, dayOffset, (orderType, days) => {
        const order = {
          orderType,
          status: 'Cancelled' as const,
          requestedDateOfProvisioning: addDays(TODAY, days),
        };
        expect(orderCancelRefusal(order, TODAY)).toBeUndefined();
        expect(isCancellableOrder(order, TODAY)).toBe(false);
      }),
    );
  });

  it('never lets an order of another kind go, in any state', () => {
    const otherType = fc
      .constantFrom('ProductChange', 'AddProduct', 'Cancellation', 'NewLine', 'PortIn')
      .filter((type) => !CANCELLABLE_ORDER_TYPES.includes(type));
    fc.assert(
      fc.property(otherType, status, dayOffset, (orderType, s, days) => {
        const order = { orderType, status: s, requestedDateOfProvisioning: addDays(TODAY, days) };
        expect(orderCancelRefusal(order, TODAY)).toBe('notCancellable');
        expect(isCancellableOrder(order, TODAY)).toBe(false);
      }),
    );
  });
});
