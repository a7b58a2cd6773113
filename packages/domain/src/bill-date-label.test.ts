import { describe, expect, it } from 'vitest';
import { billDateLabel } from './bill-date-label';

describe('bill date labels', () => {
  const now = new Date('2026-03-04T20:00:00Z'); // 5 March 09:00 in Auckland

  it('says Today and Tomorrow by the Auckland calendar', () => {
    expect(billDateLabel('2026-03-05', now)).toBe('Today');
    expect(billDateLabel('2026-03-06', now)).toBe('Tomorrow');
    expect(billDateLabel('2026-03-04', now)).toBe('04/03/2026');
    expect(billDateLabel('2026-03-07', now)).toBe('07/03/2026');
    expect(billDateLabel(new Date('2026-03-05T10:00:00Z'), now)).toBe('Today'); // 23:00 NZ
    expect(billDateLabel(new Date('2026-03-05T12:00:00Z'), now)).toBe('Tomorrow');
  });
});
