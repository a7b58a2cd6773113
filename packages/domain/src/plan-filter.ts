/** The parts of a mobile plan (spec section 3) that choosing a new plan depends on. */
export interface ChangePlanCandidate {
  readonly planKey: string;
  readonly isGroupLeader: boolean;
  readonly isGroupMember: boolean;
  readonly isStandalone: boolean;
  /** For a member plan: how many members its group may hold. */
  readonly maxGroupMemberCount: number;
  /** For a member plan: the leader plans it can join. */
  readonly supportedLeaderPlanKeys: readonly string[];
  /** Integer cents; the first charge is the one compared. */
  readonly charges: readonly { readonly chargeIncludingGst: number }[];
}

export interface ChangePlanContext {
  /** The line's plan now; always offered so the page can show it as current. */
  readonly currentPlanKey?: string | undefined;
  /** The plan of the account's group leader, when there is a group. */
  readonly leaderPlanKey?: string | undefined;
  /** Members the group has now. */
  readonly groupMemberCount: number;
  /** The line is already a member of the group, so it needs no free place. */
  readonly lineIsGroupMember: boolean;
  /**
   * The plan change is for the leader's own line (same service entity): a line cannot
   * become a member of the group it leads, so member plans are hidden.
   */
  readonly isSameServiceEntity: boolean;
}

function memberPlanAvailable(plan: ChangePlanCandidate, context: ChangePlanContext): boolean {
  if (context.isSameServiceEntity) return false;
  const leader = context.leaderPlanKey;
  if (leader === undefined || !plan.supportedLeaderPlanKeys.includes(leader)) return false;
  return context.lineIsGroupMember || context.groupMemberCount < plan.maxGroupMemberCount;
}

/** Spec section 5, the plan filter for change plan. */
export function isPlanOffered(plan: ChangePlanCandidate, context: ChangePlanContext): boolean {
  if (plan.planKey === context.currentPlanKey) return true;
  if (plan.isStandalone || plan.isGroupLeader) return true;
  return plan.isGroupMember && memberPlanAvailable(plan, context);
}

/** Plans without a charge sort last rather than pretending to be free. */
function firstCharge(plan: ChangePlanCandidate): number {
  return plan.charges[0]?.chargeIncludingGst ?? Number.POSITIVE_INFINITY;
}

/** Group-member plans first, then by first charge including GST; plan key breaks ties. */
export function comparePlansForChange(a: ChangePlanCandidate, b: ChangePlanCandidate): number {
  if (a.isGroupMember !== b.isGroupMember) return a.isGroupMember ? -1 : 1;
  const byCharge = firstCharge(a) - firstCharge(b);
  if (byCharge !== 0 && !Number.isNaN(byCharge)) return byCharge;
  return a.planKey < b.planKey ? -1 : a.planKey > b.planKey ? 1 : 0;
}

export function plansForChange<T extends ChangePlanCandidate>(
  plans: readonly T[],
  context: ChangePlanContext,
): T[] {
  return plans.filter((plan) => isPlanOffered(plan, context)).sort(comparePlansForChange);
}

/** Spec section 9. */
export const GROUP_PLAN_PROMO_TEXT = 'Grab a Group plan and save now!';
