import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './nz-date';
import {
  currentOrderStep,
  ORDER_KINDS,
  ORDER_OUTCOMES,
  orderSteps,
  type OrderFacts,
} from './order-steps';

const base: OrderFacts = {
  kind: 'planChange',
  outcome: 'open',
  orderedOn: '2026-12-07',
  dueOn: '2026-12-21',
  finishedOn: null,
  stepDates: {},
};

describe('orderSteps', () => {
  it('shows a pending plan change as ordered, scheduled and waiting for its day', () => {
    expect(orderSteps(base)).toEqual([
      { key: 'ordered', label: 'Ordered', state: 'done', date: '2026-12-07' },
      { key: 'scheduled', label: 'Scheduled for 21/12/2026', state: 'done', date: '2026-12-07' },
      { key: 'changed', label: 'Plan changed', state: 'current', date: '2026-12-21' },
    ]);
  });

  it('dates the last step of a finished order on the day it finished', () => {
    const steps = orderSteps({ ...base, outcome: 'done', finishedOn: '2026-12-22' });
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'done']);
    expect(steps[2]?.date).toBe('2026-12-22');
  });

  it('leaves the steps a cancelled order never reached without a current one', () => {
    const steps = orderSteps({ ...base, outcome: 'cancelled', finishedOn: '2026-12-08' });
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'notReached']);
    expect(currentOrderStep(steps)).toBeUndefined();
  });

  it('moves a new line on as the SIM is sent and delivered, expecting the rest', () => {
    const steps = orderSteps({
      ...base,
      kind: 'newLine',
      dueOn: null,
      stepDates: { simSent: '2026-12-08' },
    });
    expect(steps.map((step) => [step.key, step.state, step.date])).toEqual([
      ['ordered', 'done', '2026-12-07'],
      ['simSent', 'done', '2026-12-08'],
      ['delivered', 'current', '2026-12-10'],
      ['active', 'upcoming', '2026-12-11'],
    ]);
  });

  it('counts earlier steps done when a later one is, dated no later than it', () => {
    const steps = orderSteps({
      ...base,
      kind: 'modemReturn',
      dueOn: null,
      stepDates: { closed: '2026-12-20' },
      outcome: 'done',
    });
    expect(steps.map((step) => [step.state, step.date])).toEqual([
      ['done', '2026-12-07'],
      ['done', '2026-12-20'],
      ['done', '2026-12-20'],
    ]);
  });

  it('waits at "modem received" without a date when none can be expected', () => {
    const steps = orderSteps({ ...base, kind: 'modemReturn', dueOn: null });
    expect(currentOrderStep(steps)).toEqual({
      key: 'received',
      label: 'Modem received',
      state: 'current',
      date: null,
    });
  });
});

const day = fc.integer({ min: 0, max: 400 }).map((offset) => addDays('2026-01-01', offset));
const factsArbitrary: fc.Arbitrary<OrderFacts> = fc.record({
  kind: fc.constantFrom(...ORDER_KINDS),
  outcome: fc.constantFrom(...ORDER_OUTCOMES),
  orderedOn: day,
  dueOn: fc.option(day, { nil: null }),
  finishedOn: fc.option(day, { nil: null }),
  stepDates: fc.dictionary(
    fc.constantFrom('simSent', 'delivered', 'withOtherProvider', 'received', 'closed', 'changed'),
    day,
  ),
});

describe('orderSteps properties', () => {
  it('begins with a done first step, dated the day of ordering', () => {
    fc.assert(
      fc.property(factsArbitrary, (facts) => {
        const [first] = orderSteps(facts);
        expect(first?.state).toBe('done');
        expect(first?.date).toBe(facts.orderedOn);
      }),
    );
  });

  it('never has dates going backwards', () => {
    fc.assert(
      fc.property(factsArbitrary, (facts) => {
        const dates = orderSteps(facts).flatMap((step) => step.date ?? []);
        expect(dates).toEqual([...dates].sort());
      }),
    );
  });

  it('keeps the steps in order: done, then at most one current, then the rest', () => {
    const rank = { done: 0, current: 1, upcoming: 2, notReached: 2 } as const;
    fc.assert(
      fc.property(factsArbitrary, (facts) => {
        const ranks = orderSteps(facts).map((step) => rank[step.state]);
        expect(ranks).toEqual([...ranks].sort());
      }),
    );
  });

  it('has exactly one current step while open and none once finished or cancelled', () => {
    fc.assert(
      fc.property(factsArbitrary, (facts) => {
        const steps = orderSteps(facts);
        const current = steps.filter((step) => step.state === 'current').length;
        expect(current).toBe(facts.outcome === 'open' ? 1 : 0);
        if (facts.outcome === 'done') expect(steps.every((s) => s.state === 'done')).toBe(true);
      }),
    );
  });
});
