import type { OrderImpactItem, PlanChangeResult } from '@portal/contracts';
import { chargeForDisplay, formatDataVolume, formatNzd, formatPhoneNumber } from '@portal/domain';
import type { LineContext } from './line-context';
import type { CatalogPlan } from './plan-catalog';

export interface RunningAddon {
  readonly id: number;
  readonly addonPlanKey: string;
  readonly addonType: string;
  readonly name: string;
}

export interface ProductChangeAssessment {
  /** OK or OkWithCaveats when the change may go ahead; NotOk when it may not. */
  readonly result: Exclude<PlanChangeResult, 'Failed'>;
  readonly messages: string[];
  readonly impact: OrderImpactItem[];
  /** Add-ons that end with the change (one-off data belongs to the old plan's allowance). */
  readonly endingAddons: readonly RunningAddon[];
  /** The line's group after the change: its leader's number, or null. */
  readonly groupLeaderAfter: string | null;
}

function firstCharge(plan: CatalogPlan) {
  return plan.charges[0] ?? { chargeIncludingGst: 0, chargeExcludingGst: 0 };
}

function allowance(plan: CatalogPlan): string {
  if (plan.isUnlimitedData) return 'unlimited data';
  if (plan.isGroupMember) return "the group leader's shared data";
  return plan.dataCap === null ? 'no data' : formatDataVolume(plan.dataCap);
}

function item(
  kind: OrderImpactItem['kind'],
  description: string,
  isCaveat = false,
): OrderImpactItem {
  return { kind, isCaveat, description, amountIncludingGst: null, amountExcludingGst: null };
}

function refuse(message: string): ProductChangeAssessment {
  return {
    result: 'NotOk',
    messages: [message],
    impact: [item('NotAllowed', message, true)],
    endingAddons: [],
    groupLeaderAfter: null,
  };
}

/** A leader's members need a leader plan their own plans support. */
function leaderRefusal(
  context: LineContext,
  target: CatalogPlan,
  memberPlans: ReadonlyMap<string, CatalogPlan>,
): string | undefined {
  if (!context.planContext.isSameServiceEntity || context.members.length === 0) return undefined;
  const stranded = context.members.filter(
    (member) =>
      !target.isGroupLeader ||
      !(memberPlans.get(member.planKey)?.supportedLeaderPlanKeys ?? []).includes(target.planKey),
  );
  if (stranded.length === 0) return undefined;
  const numbers = new Intl.ListFormat('en-NZ').format(
    stranded.map((member) => formatPhoneNumber(member.serviceEntity)),
  );
  return `This number leads the group plan of ${numbers}, which ${target.planDescription} cannot carry. Move those numbers to another plan first.`;
}

/**
 * Decides a plan change on one line (spec section 4's results): NotOk when the plan is not
 * offered to the line or would break its group; OkWithCaveats when the line leaves its
 * group or an add-on ends; OK otherwise. The order impact lists what changes.
 */
export interface PlanChangeQuestion {
  context: LineContext;
  offered: readonly CatalogPlan[];
  current: CatalogPlan;
  target: CatalogPlan | undefined;
  memberPlans: ReadonlyMap<string, CatalogPlan>;
}

/**
 * Why the line may not move to the plan, or undefined when it may: the one rule behind both
 * the refusal of an order and the plans the change-plan page shows as unavailable.
 */
export function planChangeRefusal(question: PlanChangeQuestion): string | undefined {
  const { context, current, target } = question;
  if (context.line.status !== 'Active')
    return 'This connection is not active, so its plan cannot be changed.';
  if (target === undefined || !question.offered.some((plan) => plan.planKey === target.planKey)) {
    return 'That plan is not available for this connection.';
  }
  if (target.planKey === current.planKey) return 'This connection is already on that plan.';
  return leaderRefusal(context, target, question.memberPlans);
}

export function assessProductChange(
  input: PlanChangeQuestion & { addons: readonly RunningAddon[] },
): ProductChangeAssessment {
  const { context, current, target } = input;
  const refusal = planChangeRefusal(input);
  if (refusal !== undefined || target === undefined) {
    return refuse(refusal ?? 'That plan is not available for this connection.');
  }

  const gst = context.displayGstInclusive;
  const before = firstCharge(current);
  const after = firstCharge(target);
  const impact: OrderImpactItem[] = [
    {
      kind: 'Charge',
      isCaveat: false,
      description: `Your monthly charge changes from ${formatNzd(chargeForDisplay(before, gst))} to ${formatNzd(chargeForDisplay(after, gst))}${gst ? '' : ' excl. GST'}.`,
      amountIncludingGst: after.chargeIncludingGst - before.chargeIncludingGst,
      amountExcludingGst: after.chargeExcludingGst - before.chargeExcludingGst,
    },
    item(
      'Allowance',
      `Your data allowance changes from ${allowance(current)} to ${allowance(target)}.`,
    ),
  ];
  const messages: string[] = [];
  const leader = context.leader;
  let groupLeaderAfter: string | null = null;
  if (target.isGroupMember && leader !== undefined) {
    groupLeaderAfter = leader.serviceEntity;
    if (!context.planContext.lineIsGroupMember) {
      impact.push(item('Group', `This number joins the group plan of ${leader.serviceEntity}.`));
    }
  } else if (context.planContext.lineIsGroupMember && leader !== undefined) {
    const text = `This number leaves the group plan of ${leader.serviceEntity} and stops sharing its data.`;
    impact.push(item('Group', text, true));
    messages.push(text);
  }
  const endingAddons = input.addons.filter((addon) => addon.addonType === 'data');
  for (const addon of endingAddons) {
    const text = `Your ${addon.name} add-on ends with your current plan.`;
    impact.push(item('Addon', text, true));
    messages.push(text);
  }
  impact.push(item('Billing', 'The new plan starts today; your next bill charges it from today.'));
  return {
    result: messages.length > 0 ? 'OkWithCaveats' : 'OK',
    messages,
    impact,
    endingAddons,
    groupLeaderAfter,
  };
}
