import type { DbOrTx, Tx } from '../orders';
import type { coreProducts } from '../../db/schema';
import type { AccountPricing } from './account-pricing';
import type { PricedPlan } from './plan-change-impact';

/** What the mechanism reads of any catalogue's plan: its key, its name and its prices. */
export interface CataloguePlan {
  planKey: string;
  name: string;
  monthlyChargeIncludingGstCents: number;
  monthlyChargeExcludingGstCents: number;
}

/** The words a service's plan change speaks in, where the mechanism needs them. */
export interface PlanChangeWords {
  /** "broadband plan": an order's summary and an applier's failure name the plan so. */
  plan: string;
  /** "internet service", "landline": an applier's failure names the service so. */
  service: string;
  /** The refusal of a plan the service may not move to (400 `plan_not_offered`). */
  notOffered: string;
  /** For a plan that ends the service: the impact's extra sentence and the order's summary. */
  ending?: { line: string; summary: string };
}

/**
 * One service of an account whose plan changes on the next bill date (broadband, the
 * landline). The mechanism (refusals, impact, the pending order, the routes and the step
 * that carries the order out) is plan-changes'; this says what differs: where the service
 * and its plans are, which plans it may move to and in which words (decision 040).
 */
export interface ServicePlanChange<Plan extends CataloguePlan> {
  /** Scopes a retried order's key (`broadband-plan-change:…`, as before) and tags the routes. */
  kind: string;
  /** The service's path segment under the account: `/accounts/:accountCode/<collection>/:id`. */
  collection: string;
  /** The order's type, as GET …/orders lists it. */
  orderType: string;
  /** The feature a change is gated by (spec section 6). */
  feature: 'broadband';
  /** The service with its current plan; a 404 in the service's words when not on the account. */
  serviceOf(db: DbOrTx, accountCode: string, serviceId: string): Promise<{ plan: Plan }>;
  /** Every plan of the service's catalogue, in the order the page lists them. */
  catalogue(db: DbOrTx): Promise<Plan[]>;
  planNamed(db: DbOrTx, planKey: string): Promise<Plan | undefined>;
  /** Of `plans`, those this service may be on: the current one and those it may move to. */
  offered(plans: Plan[], current: Plan, pricing: AccountPricing): Plan[];
  /** Whether moving to the plan ends the service (the landline's NoVoice). */
  ends(plan: Plan): boolean;
  /**
   * On the order's date: moves the service's row to the plan (ending it when `ends`), and
   * answers its core product, null when it has none, undefined when it is not on the account.
   */
  moveService(
    tx: Tx,
    target: { accountCode: string; serviceId: string; plan: Plan; ends: boolean },
  ): Promise<{ coreProductId: number | null } | undefined>;
  /** What the service's core product says of its plan once moved (its key, its categories). */
  coreProductOn(plan: Plan): Partial<typeof coreProducts.$inferInsert>;
  words: PlanChangeWords;
}

/** A catalogue plan's prices as the impact shows them. */
export function pricedPlan(plan: CataloguePlan): PricedPlan {
  return {
    planKey: plan.planKey,
    name: plan.name,
    monthlyChargeIncludingGst: plan.monthlyChargeIncludingGstCents,
    monthlyChargeExcludingGst: plan.monthlyChargeExcludingGstCents,
  };
}
