import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCorrelationId, isCorrelationId } from './correlation-id';

describe('correlation id', () => {
  const now = new Date('2026-03-04T05:06:07Z');

  it('is prefix, UTC timestamp and 16 random characters', () => {
    let i = 0;
    const id = createCorrelationId('MYACC', now, () => i++ % 36);
    expect(id).toBe('MYACC20260304050607ABCDEFGHIJKLMNOP');
    expect(isCorrelationId(id, 'MYACC')).toBe(true);
    expect(isCorrelationId(id, 'OTHER')).toBe(false);
  });

  it('refuses a random source that goes out of range', () => {
    expect(() => createCorrelationId('X', now, () => 36)).toThrow(RangeError);
  });

  it('always has the documented shape', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 35 }), { minLength: 16, maxLength: 16 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (values, date) => {
          let i = 0;
          const id = createCorrelationId('P-', date, () => values[i++] ?? 0);
          expect(id).toMatch(/^P-\d{14}[A-Z0-9]{16}$/);
        },
      ),
    );
  });
});
