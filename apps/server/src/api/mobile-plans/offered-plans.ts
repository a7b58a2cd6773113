import { plansForChange } from '@portal/domain';
import type { CatalogPlan } from './plan-catalog';
import type { LineContext } from './line-context';

function isGroupPlan(plan: CatalogPlan): boolean {
  return plan.isGroupLeader || plan.isGroupMember;
}

/**
 * The plans a line may buy before the spec's filter runs: active plans of the line's
 * payment type; business-only plans for business accounts; group plans for the other
 * accounts (our reading: group plans are a household offer, so a business account's
 * standalone lines are not shown them). The current plan stays whatever it is.
 */
export function isEligible(plan: CatalogPlan, context: LineContext): boolean {
  if (plan.planKey === context.line.planKey) return true;
  if (!plan.isActive || plan.paymentType !== context.line.paymentType) return false;
  if (plan.isBasePrepayPlan) return false;
  if (plan.businessOnly && !context.isBusiness) return false;
  if (isGroupPlan(plan) && context.isBusiness) return false;
  return true;
}

/**
 * Spec section 5: filtered and sorted by the domain's plan filter. The catalog keeps a
 * group's capacity on the leader plan (members carry null), so a member plan without its
 * own maximum takes the leader's.
 */
export function offeredPlans(catalog: readonly CatalogPlan[], context: LineContext): CatalogPlan[] {
  const leaderPlan = catalog.find((plan) => plan.planKey === context.planContext.leaderPlanKey);
  return plansForChange(
    catalog
      .filter((plan) => isEligible(plan, context))
      .map((plan) => ({
        ...plan,
        maxGroupMemberCount: plan.maxGroupMemberCount ?? leaderPlan?.maxGroupMemberCount ?? 0,
      })),
    context.planContext,
  ).map((plan) => catalog.find((entry) => entry.planKey === plan.planKey) ?? plan);
}
