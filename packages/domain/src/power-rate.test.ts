import { describe, expect, it } from 'vitest';
import { powerRateText } from './power-rate';

describe('powerRateText', () => {
  it('words a daily charge in dollars and a unit rate in cents, as bills and pages show them', () => {
    expect(powerRateText(276, 'day')).toBe('$2.76 a day');
    expect(powerRateText(259.9, 'day')).toBe('$2.60 a day');
    expect(powerRateText(27.85, 'kWh')).toBe('27.85c per kWh');
    expect(powerRateText(33.1, 'kWh')).toBe('33.10c per kWh');
  });
});
