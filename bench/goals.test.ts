import { describe, expect, it } from 'vitest';
import { atMostFigure, checkFigure, median, ratioFigure } from './goals';
import { growthPlan, stampIsUsable } from './database';

describe('goal evaluation', () => {
  it('passes a rate at or above its share of the baseline, and fails below', () => {
    const base = { id: 'P1', name: 'x', database: 'pglite' as const, baselineName: 'bare' };
    const at = ratioFigure({ ...base, value: 700, baseline: 1000, minPercent: 70 });
    expect(at).toMatchObject({ value: 70, unit: '% of bare', goal: '≥ 70%', pass: true });
    expect(ratioFigure({ ...base, value: 699, baseline: 1000, minPercent: 70 }).pass).toBe(false);
    // No baseline measured is a failure, not a division by zero that passes.
    expect(ratioFigure({ ...base, value: 10, baseline: 0, minPercent: 5 }).pass).toBe(false);
  });

  it('passes a limit only when every further condition holds too', () => {
    const p3 = { id: 'P3', name: 'p99', database: 'postgres' as const, unit: 'ms', max: 50 };
    expect(atMostFigure({ ...p3, value: 50 }).pass).toBe(true);
    expect(atMostFigure({ ...p3, value: 50.1 }).pass).toBe(false);
    const withErrors = atMostFigure({
      ...p3,
      value: 10,
      also: { holds: false, goal: 'no errors' },
    });
    expect(withErrors).toMatchObject({ pass: false, goal: '≤ 50 ms, no errors' });
  });

  it('records a yes/no property as 1 or 0', () => {
    const figure = checkFigure({
      id: 'P4a',
      name: 'rollups',
      database: 'none',
      holds: false,
      goal: 'rollups only',
      detail: 'read usage_events',
    });
    expect(figure).toMatchObject({ value: 0, unit: 'yes/no', pass: false });
  });

  it('takes the middle of odd and even samples', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('the cached growth database', () => {
  const today = new Date('2026-11-21T00:00:00Z');
  const stamp = { seededOn: '2026-11-20T00:00:00Z', accounts: 100_000, events: 10_011_249 };

  it('is reused when complete, large enough and recent', () => {
    expect(stampIsUsable(stamp, today)).toBe(true);
  });

  it('is rebuilt when unstamped (an interrupted seed), too small or too old', () => {
    expect(stampIsUsable(undefined, today)).toBe(false);
    expect(stampIsUsable({ ...stamp, events: 9_999_999 }, today)).toBe(false);
    expect(stampIsUsable({ ...stamp, accounts: 50_000 }, today)).toBe(false);
    expect(stampIsUsable({ ...stamp, seededOn: '2026-11-01T00:00:00Z' }, today)).toBe(false);
  });

  it('at --scale 10x is its own database of 1M accounts / 100M events, loaded in bulk', () => {
    const plan = growthPlan(10);
    expect(plan).toMatchObject({
      accounts: 1_000_000,
      minEvents: 100_000_000,
      months: 13,
      deferIndexes: true,
    });
    expect(plan.label).toBe('1M accounts / 100M events');
    expect(plan.database).not.toBe(growthPlan(1).database);
    expect(growthPlan(1)).toMatchObject({
      label: '100k accounts / 10M events',
      deferIndexes: false,
    });
    // The default data set does not stand in for the ten-times one.
    expect(stampIsUsable(stamp, today, plan)).toBe(false);
    const big = { ...stamp, accounts: 1_000_000, events: 100_112_490 };
    expect(stampIsUsable(big, today, plan)).toBe(true);
  });
});
