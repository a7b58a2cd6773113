import { describe, expect, it } from 'vitest';
import {
  billLineKey,
  billLineKind,
  instalmentName,
  measuredQuantity,
  partPeriodStart,
  type BillLine,
} from './bill-line-kind';

const line = (description: string, quantity: string | null, amountCents = 1000): BillLine => ({
  serviceGroup: 'Mobile',
  serviceEntity: '0211234567',
  description,
  quantity,
  amountCents,
});

describe('billLineKind', () => {
  it('reads the kind of charge from how the bill words the line', () => {
    expect(billLineKind(line('Loyalty credit', null, -2000))).toBe('credit');
    expect(billLineKind(line('Samsung Galaxy S25 interest-free instalment 9 of 36', null))).toBe(
      'instalment',
    );
    expect(billLineKind(line('Technician visit', 'One-off charge'))).toBe('oneOff');
    expect(billLineKind(line('Daily charge, 31 days at 150.00c/day', '31 days'))).toBe('days');
    expect(billLineKind(line('Anytime, 512 kWh at 28.50c/kWh', '512 kWh'))).toBe('usage');
    expect(billLineKind(line('Premium calls and texts', null))).toBe('usage');
    expect(billLineKind(line('Group Plan Leader 60GB', '18/06/2026 to 04/07/2026'))).toBe(
      'regular',
    );
    expect(billLineKind(line('Static IP', null))).toBe('regular');
  });
});

describe('billLineKey', () => {
  it('finds usage and the next instalment again, but tells plans apart by their figures', () => {
    const key = (description: string, quantity: string | null = null) =>
      billLineKey(line(description, quantity));
    expect(key('Anytime, 512 kWh at 28.50c/kWh', '512 kWh')).toBe(
      key('Anytime, 480 kWh at 28.50c/kWh', '480 kWh'),
    );
    expect(key('Phone instalment 8 of 36')).toBe(key('Phone instalment 9 of 36'));
    expect(key('Group Plan Leader 30GB')).not.toBe(key('Group Plan Leader 60GB'));
  });
});

describe('the figures of a line', () => {
  it('takes the name of an instalment, a measured quantity and a part period’s first day', () => {
    expect(instalmentName('Samsung Galaxy S25 interest-free instalment 9 of 36')).toBe(
      'Samsung Galaxy S25',
    );
    expect(measuredQuantity('1,024.5 kWh')).toEqual({ value: 1024.5, unit: 'kWh' });
    expect(measuredQuantity('One-off charge')).toBeNull();
    expect(partPeriodStart('18/06/2026 to 04/07/2026')).toBe('18/06/2026');
    expect(partPeriodStart(null)).toBeNull();
  });
});
