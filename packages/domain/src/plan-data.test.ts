import { describe, expect, it } from 'vitest';
import { planDataText } from './plan-data';

const GB = 1024 ** 3;
const plan = (dataCategory: string, dataCap: number | null, isUnlimitedData = false) => ({
  dataCategory,
  dataCap,
  isUnlimitedData,
  isGroupMember: false,
});

describe('planDataText', () => {
  it('gives an Endless plan its full-speed cap and its endless data in one phrase', () => {
    expect(planDataText(plan('Endless', 40 * GB, true))).toBe(
      '40.0 GB at full speed, then endless data at reduced speed',
    );
  });

  it('says Unlimited only of unlimited plans, and the cap of capped ones', () => {
    expect(planDataText(plan('Unlimited', null, true))).toBe('Unlimited data');
    expect(planDataText(plan('Capped', 5 * GB))).toBe('5.0 GB of data');
    expect(planDataText({ ...plan('Carryover', null), isGroupMember: true })).toBe(
      "Shares the group leader's data",
    );
    expect(planDataText(plan('Prepay', null))).toBe('No data');
  });
});
