import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './nz-date';
import { parseNzDateInput } from './nz-date-input';

const dayKeys = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('parseNzDateInput', () => {
  it('reads back every day it is shown as (dd/MM/yyyy)', () => {
    fc.assert(
      fc.property(dayKeys, (key) => {
        expect(parseNzDateInput(formatDate(key))).toBe(key);
      }),
    );
  });

  it('reads the day first, with any separator, short parts or none', () => {
    expect(parseNzDateInput('11/02/1998')).toBe('1998-02-11');
    expect(parseNzDateInput(' 1-2-1998 ')).toBe('1998-02-01');
    expect(parseNzDateInput('11.02.1998')).toBe('1998-02-11');
    expect(parseNzDateInput('11 02 1998')).toBe('1998-02-11');
    expect(parseNzDateInput('11021998')).toBe('1998-02-11');
    expect(parseNzDateInput('1998-02-11')).toBe('1998-02-11');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    for (const text of [
      '31/02/2026',
      '29/02/2025',
      '00/01/2026',
      '12/13/2026',
      '',
      '11/02',
      'soon',
      '2/11/98',
    ]) {
      expect(parseNzDateInput(text), text).toBeNull();
    }
    expect(parseNzDateInput('29/02/2024')).toBe('2024-02-29');
  });
});
