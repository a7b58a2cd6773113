import { addDays, formatDate, type DateKey } from './nz-date';

/**
 * Where an order is: the steps each kind of order goes through, which of them are done
 * (with the day each was done) and which one it is at now (with the day it is expected).
 * Pure: the server feeds it what the database keeps; the page only draws the answer.
 */

/** The kinds of order the tracker knows; everything else is tracked as a one-step order. */
export const ORDER_KINDS = [
  'planChange',
  'signUp',
  'move',
  'newLine',
  'numberPort',
  'modemReturn',
  'other',
] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** How an order ended, or that it has not: only an open order has a current step. */
export const ORDER_OUTCOMES = ['open', 'done', 'cancelled', 'failed'] as const;
export type OrderOutcome = (typeof ORDER_OUTCOMES)[number];

export interface OrderFacts {
  kind: OrderKind;
  outcome: OrderOutcome;
  /** The NZ day the order was placed (or the return bag was sent). */
  orderedOn: DateKey;
  /** The day the order is booked to take effect, when it has one. */
  dueOn: DateKey | null;
  /** The NZ day it was completed, cancelled or failed, when kept. */
  finishedOn: DateKey | null;
  /** Days on which middle steps were done, by step key, where the database keeps them. */
  stepDates: Readonly<Record<string, DateKey>>;
}

export type OrderStepState = 'done' | 'current' | 'upcoming' | 'notReached';

export interface OrderStep {
  key: string;
  label: string;
  state: OrderStepState;
  /** The day it was done (done) or is expected (current, upcoming); null when not known. */
  date: DateKey | null;
}

interface StepPlan {
  key: string;
  label: string;
  /** When the step is expected, for one not done yet. */
  expectedOn: DateKey | null;
  /** Done the moment the order is placed (booking its day is part of ordering). */
  doneWithOrder?: boolean;
}

/** Typical days from ordering for the steps of a delivery or port, shown as "expected". */
export const ORDER_STEP_LEAD_DAYS = {
  simSent: 1,
  delivered: 3,
  active: 4,
  withOtherProvider: 1,
  ported: 2,
} as const;

function plansOf(facts: OrderFacts): StepPlan[] {
  const { orderedOn, dueOn } = facts;
  const after = (days: number) => addDays(orderedOn, days);
  const ordered = { key: 'ordered', label: 'Ordered', expectedOn: orderedOn };
  const scheduled = {
    key: 'scheduled',
    label: dueOn === null ? 'Scheduled' : `Scheduled for ${formatDate(dueOn)}`,
    expectedOn: orderedOn,
    doneWithOrder: true,
  };
  switch (facts.kind) {
    case 'planChange':
      return [ordered, scheduled, { key: 'changed', label: 'Plan changed', expectedOn: dueOn }];
    case 'signUp':
      return [
        ordered,
        scheduled,
        { key: 'switched', label: 'Power on with us', expectedOn: dueOn },
      ];
    case 'move':
      return [
        ordered,
        { key: 'disconnected', label: 'Disconnected at the old address', expectedOn: dueOn },
        { key: 'connected', label: 'Connected at the new address', expectedOn: dueOn },
      ];
    case 'newLine':
      return [
        ordered,
        { key: 'simSent', label: 'SIM sent', expectedOn: after(ORDER_STEP_LEAD_DAYS.simSent) },
        { key: 'delivered', label: 'Delivered', expectedOn: after(ORDER_STEP_LEAD_DAYS.delivered) },
        { key: 'active', label: 'Active', expectedOn: after(ORDER_STEP_LEAD_DAYS.active) },
      ];
    case 'numberPort':
      return [
        { key: 'requested', label: 'Requested', expectedOn: orderedOn },
        {
          key: 'withOtherProvider',
          label: 'With your other provider',
          expectedOn: after(ORDER_STEP_LEAD_DAYS.withOtherProvider),
        },
        {
          key: 'ported',
          label: 'Number moved to us',
          expectedOn: after(ORDER_STEP_LEAD_DAYS.ported),
        },
      ];
    case 'modemReturn':
      return [
        { key: 'bagSent', label: 'Return bag sent', expectedOn: orderedOn },
        { key: 'received', label: 'Modem received', expectedOn: null },
        { key: 'closed', label: 'Return closed', expectedOn: null },
      ];
    case 'other':
      return [ordered, { key: 'done', label: 'Done', expectedOn: dueOn }];
  }
}

const later = (a: DateKey | null, b: DateKey | null): DateKey | null =>
  a === null ? b : b === null ? a : a > b ? a : b;

/**
 * The order's steps in order. The first step is done the day the order was placed; a step
 * with a kept date is done, and so is every step before it (its date no later than the
 * next one's). A finished order has every step done, its last on the day it finished. An
 * open order is at the first step not done; a cancelled or failed one is at none, and the
 * steps it did not reach say so. Dates never go backwards: each is clamped to the one before.
 */
export function orderSteps(facts: OrderFacts): OrderStep[] {
  const plans = plansOf(facts);
  const last = plans.length - 1;
  const kept = plans.map((plan, index) => {
    if (index === 0 || plan.doneWithOrder === true) return facts.orderedOn;
    if (index === last && facts.outcome === 'done') {
      return facts.stepDates[plan.key] ?? facts.finishedOn ?? plan.expectedOn ?? facts.orderedOn;
    }
    return facts.stepDates[plan.key] ?? null;
  });
  // Steps up to the furthest one with a date are done.
  let doneUpTo = 0;
  kept.forEach((date, index) => {
    if (date !== null) doneUpTo = index;
  });
  if (facts.outcome === 'done') doneUpTo = last;
  // An open order has not reached its last step, whatever dates say.
  if (facts.outcome === 'open') doneUpTo = Math.min(doneUpTo, last - 1);

  let previous: DateKey | null = null;
  return plans.map((plan, index): OrderStep => {
    let state: OrderStepState;
    let date: DateKey | null;
    if (index <= doneUpTo) {
      state = 'done';
      // An earlier step without its own date was done no later than the next dated one.
      date = kept[index] ?? kept.slice(index + 1).find((day) => day !== null) ?? null;
    } else if (facts.outcome === 'open') {
      state = index === doneUpTo + 1 ? 'current' : 'upcoming';
      date = plan.expectedOn;
    } else {
      state = 'notReached';
      date = null;
    }
    date = date === null ? null : later(previous, date);
    if (date !== null) previous = date;
    return { key: plan.key, label: plan.label, state, date };
  });
}

/** The step the order is at now, if it is still open. */
export function currentOrderStep(steps: readonly OrderStep[]): OrderStep | undefined {
  return steps.find((step) => step.state === 'current');
}
