import { and, asc, eq, ne } from 'drizzle-orm';
import type { NewLinePlan } from '@portal/contracts';
import { isPlanOffered, comparePlansForChange } from '@portal/domain';
import type { Db } from '../../db/client';
import { mobilePlans, mobileServices } from '../../db/schema';
import { findPlanCharges, type PlanCharge } from '../mobile-plans';

type PlanRow = typeof mobilePlans.$inferSelect;

/** The account's group, when it has one: the leader line's plan and how many members it has. */
async function groupOf(db: Db, accountCode: string) {
  const lines = await db
    .select({
      serviceEntity: mobileServices.serviceEntity,
      leader: mobileServices.groupLeaderServiceEntity,
      isGroupLeader: mobilePlans.isGroupLeader,
      planKey: mobileServices.planKey,
      maxGroupMemberCount: mobilePlans.maxGroupMemberCount,
    })
    .from(mobileServices)
    .innerJoin(mobilePlans, eq(mobilePlans.planKey, mobileServices.planKey))
    .where(and(eq(mobileServices.accountCode, accountCode), ne(mobileServices.status, 'Cancelled')))
    .orderBy(asc(mobileServices.serviceEntity));
  const leader = lines.find((line) => line.isGroupLeader && line.leader === null);
  if (leader === undefined) return { groupMemberCount: 0, leaderMax: 0 };
  const members = lines.filter((line) => line.leader === leader.serviceEntity).length;
  return {
    leaderPlanKey: leader.planKey,
    groupMemberCount: members,
    leaderMax: leader.maxGroupMemberCount ?? 0,
  };
}

/**
 * Plans a new line of this account may take: the account's kind of plan (prepay plans for
 * the Prepay group, business-only plans for Business alone), filtered as spec section 5
 * filters a plan change for a line that is in no group yet, so member plans appear only
 * when the account's group leader supports them and has a free place.
 */
export async function findNewLinePlans(
  db: Db,
  accountCode: string,
  businessGroup: string,
): Promise<NewLinePlan[]> {
  const rows = await db
    .select()
    .from(mobilePlans)
    .where(
      and(
        eq(mobilePlans.isActive, true),
        eq(mobilePlans.paymentType, businessGroup === 'Prepay' ? 'Prepay' : 'Postpay'),
      ),
    );
  const plans = rows.filter((plan) => businessGroup === 'Business' || !plan.businessOnly);
  if (plans.length === 0) return [];
  const charges = await findPlanCharges(
    db,
    plans.map((plan) => plan.planKey),
  );
  const group = await groupOf(db, accountCode);
  const { leaderMax, ...context } = group;
  const candidates = plans.map((plan) => candidate(plan, charges, leaderMax));
  return candidates
    .filter((plan) =>
      isPlanOffered(plan, { ...context, lineIsGroupMember: false, isSameServiceEntity: false }),
    )
    .sort(comparePlansForChange)
    .map(({ view }) => view);
}

/** The catalog keeps a group's size on the leader plan; a member plan takes it from there. */
function candidate(plan: PlanRow, charges: readonly PlanCharge[], leaderMax: number) {
  const first = charges.find((charge) => charge.planKey === plan.planKey);
  const chargeIncludingGst = first?.chargeIncludingGstCents ?? 0;
  return {
    planKey: plan.planKey,
    isGroupLeader: plan.isGroupLeader,
    isGroupMember: plan.isGroupMember,
    isStandalone: plan.isStandalone,
    maxGroupMemberCount: plan.maxGroupMemberCount ?? leaderMax,
    supportedLeaderPlanKeys: plan.supportedLeaderPlanKeys,
    charges: first === undefined ? [] : [{ chargeIncludingGst }],
    view: {
      planKey: plan.planKey,
      planDescription: plan.planDescription,
      description: plan.shortDescription,
      chargeIncludingGst,
      chargeExcludingGst: first?.chargeExcludingGstCents ?? 0,
      isGroupMember: plan.isGroupMember,
    } satisfies NewLinePlan,
  };
}
