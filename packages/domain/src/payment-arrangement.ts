import { addCalendarMonths } from './cost-to-leave';
import { addDays, type DateKey } from './nz-date';

/**
 * Help when paying is hard (issue 30, decision 061): more time on one bill, or a payment
 * plan that spreads what is owed over instalments. The provider's rules live here so the
 * page, the API and the missed-instalment alert read the same ones.
 */

/** A bill can be moved to at most this many days after its due date, once. */
export const EXTENSION_MAX_DAYS_AFTER_DUE = 14;
/** The first instalment of a plan falls within this many days of today. */
export const PLAN_FIRST_INSTALMENT_WITHIN_DAYS = 14;
/** A missed instalment is told this many days after its date (a payment can take a day). */
export const PLAN_GRACE_DAYS = 1;
/** No instalment under this (cents); below it a plan is not worth its admin for anyone. */
export const PLAN_MIN_INSTALMENT_CENTS = 500;

export const PLAN_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number];

/** Instalments a plan may have by frequency: at least two, at most about six months. */
export const PLAN_INSTALMENT_LIMITS: Record<PlanFrequency, { min: number; max: number }> = {
  weekly: { min: 2, max: 26 },
  fortnightly: { min: 2, max: 13 },
  monthly: { min: 2, max: 6 },
};

export type ExtensionRefusal =
  'nothing-to-pay' | 'already-extended' | 'not-after-today' | 'too-late';

/** The latest date a bill due on `dueDate` can be moved to. */
export function latestExtensionDate(dueDate: DateKey): DateKey {
  return addDays(dueDate, EXTENSION_MAX_DAYS_AFTER_DUE);
}

/**
 * Whether a bill may be given more time to `newDate`: it must still owe something, not have
 * had more time already (a second request becomes a plan), and the date must be after today
 * and after its due date, at most 14 days after the due date. Null when it may.
 */
export function extensionRefusal(input: {
  outstandingCents: number;
  dueDate: DateKey;
  alreadyExtended: boolean;
  newDate: DateKey;
  today: DateKey;
}): ExtensionRefusal | null {
  if (input.outstandingCents <= 0) return 'nothing-to-pay';
  if (input.alreadyExtended) return 'already-extended';
  if (input.newDate > latestExtensionDate(input.dueDate)) return 'too-late';
  if (input.newDate <= input.today || input.newDate <= input.dueDate) return 'not-after-today';
  return null;
}

export interface PlannedInstalment {
  /** 1 for the first. */
  readonly number: number;
  readonly dueDate: DateKey;
  readonly amountCents: number;
}

/** The most instalments an amount can take at the frequency (each at least $5). */
export function maxInstalments(amountCents: number, frequency: PlanFrequency): number {
  return Math.min(
    PLAN_INSTALMENT_LIMITS[frequency].max,
    Math.floor(amountCents / PLAN_MIN_INSTALMENT_CENTS),
  );
}

export type PlanRefusal = 'nothing-to-pay' | 'instalments-out-of-range' | 'first-date-out-of-range';

/** Whether a plan of `count` instalments from `firstDate` fits the rules. Null when it does. */
export function planRefusal(input: {
  amountCents: number;
  frequency: PlanFrequency;
  count: number;
  firstDate: DateKey;
  today: DateKey;
}): PlanRefusal | null {
  if (input.amountCents <= 0) return 'nothing-to-pay';
  const { min } = PLAN_INSTALMENT_LIMITS[input.frequency];
  if (
    !Number.isInteger(input.count) ||
    input.count < min ||
    input.count > maxInstalments(input.amountCents, input.frequency)
  ) {
    return 'instalments-out-of-range';
  }
  if (
    input.firstDate < input.today ||
    input.firstDate > addDays(input.today, PLAN_FIRST_INSTALMENT_WITHIN_DAYS)
  ) {
    return 'first-date-out-of-range';
  }
  return null;
}

/** The date of instalment `index` (0 for the first); monthly keeps the first's day of month. */
function instalmentDate(firstDate: DateKey, frequency: PlanFrequency, index: number): DateKey {
  if (frequency === 'monthly') return addCalendarMonths(firstDate, index);
  return addDays(firstDate, index * (frequency === 'weekly' ? 7 : 14));
}

/**
 * The instalments of a plan: equal whole cents, the last taking the remainder, so they add
 * up to the amount exactly.
 */
export function planInstalments(
  amountCents: number,
  frequency: PlanFrequency,
  count: number,
  firstDate: DateKey,
): PlannedInstalment[] {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`A plan needs a positive whole number of cents: ${String(amountCents)}`);
  }
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`A plan needs at least one instalment: ${String(count)}`);
  }
  const each = Math.floor(amountCents / count);
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    dueDate: instalmentDate(firstDate, frequency, index),
    amountCents: index === count - 1 ? amountCents - each * (count - 1) : each,
  }));
}

export type InstalmentState = 'paid' | 'due' | 'missed';

export interface InstalmentWithState extends PlannedInstalment {
  readonly state: InstalmentState;
}

/**
 * Where each instalment stands, from what has been paid to the account since the plan
 * began: payments go to the instalments in order; one not covered is missed once its date
 * and a grace day have passed, and due until then.
 */
export function instalmentStates(
  instalments: readonly PlannedInstalment[],
  paidSinceStartCents: number,
  today: DateKey,
): InstalmentWithState[] {
  let covered = 0;
  return instalments.map((instalment) => {
    covered += instalment.amountCents;
    if (paidSinceStartCents >= covered) return { ...instalment, state: 'paid' };
    const missed = addDays(instalment.dueDate, PLAN_GRACE_DAYS) < today;
    return { ...instalment, state: missed ? 'missed' : 'due' };
  });
}
