import { asc, inArray } from 'drizzle-orm';
import { billFrequencySchema, mobilePlanTypeSchema, type MobilePlan } from '@portal/contracts';
import type { Db } from '../../db/client';
import { mobilePlanCharges, mobilePlans } from '../../db/schema';

type PlanRow = typeof mobilePlans.$inferSelect;
/** One catalog charge row of a mobile plan. */
export type PlanCharge = typeof mobilePlanCharges.$inferSelect;

/** A catalog plan with the flags the offer rules need beside the API shape. */
export interface CatalogPlan extends MobilePlan {
  readonly paymentType: string;
  readonly businessOnly: boolean;
  readonly isActive: boolean;
}

function toPlan(row: PlanRow, charges: readonly PlanCharge[]): CatalogPlan {
  return {
    planKey: row.planKey,
    planDescription: row.planDescription,
    charges: charges.map((charge) => ({
      chargeExcludingGst: charge.chargeExcludingGstCents,
      chargeIncludingGst: charge.chargeIncludingGstCents,
      billFrequency: billFrequencySchema.catch('Monthly').parse(charge.billFrequency),
      unit: charge.unit,
      description: charge.description,
    })),
    dataCap: row.dataCapBytes,
    minutesLimit: row.minutesLimit,
    textLimit: row.textLimit,
    groupTag: row.groupTag,
    isGroupLeader: row.isGroupLeader,
    isGroupMember: row.isGroupMember,
    isStandalone: row.isStandalone,
    maxGroupMemberCount: row.maxGroupMemberCount,
    supportedLeaderPlanKeys: row.supportedLeaderPlanKeys,
    dataCategory: mobilePlanTypeSchema.catch('Capped').parse(row.planType),
    isBasePrepayPlan: row.isBasePrepayPlan,
    isUnlimitedData: row.unlimitedData,
    isUnlimitedMinutes: row.unlimitedMinutes,
    isUnlimitedText: row.unlimitedText,
    descriptionTexts: row.descriptions,
    paymentType: row.paymentType,
    businessOnly: row.businessOnly,
    isActive: row.isActive,
  };
}

/** The catalog charges of these plans, in the catalog's order. */
export async function findPlanCharges(db: Db, planKeys: readonly string[]): Promise<PlanCharge[]> {
  return db
    .select()
    .from(mobilePlanCharges)
    .where(inArray(mobilePlanCharges.planKey, [...planKeys]))
    .orderBy(asc(mobilePlanCharges.sortOrder));
}

async function plansWhere(db: Db, planKeys: readonly string[] | null): Promise<CatalogPlan[]> {
  const rows =
    planKeys === null
      ? await db.select().from(mobilePlans).orderBy(asc(mobilePlans.sortOrder))
      : await db
          .select()
          .from(mobilePlans)
          .where(inArray(mobilePlans.planKey, [...planKeys]))
          .orderBy(asc(mobilePlans.sortOrder));
  if (rows.length === 0) return [];
  const charges = await findPlanCharges(
    db,
    rows.map((row) => row.planKey),
  );
  return rows.map((row) =>
    toPlan(
      row,
      charges.filter((charge) => charge.planKey === row.planKey),
    ),
  );
}

export function findCatalogPlans(db: Db): Promise<CatalogPlan[]> {
  return plansWhere(db, null);
}

export async function findCatalogPlan(db: Db, planKey: string): Promise<CatalogPlan | undefined> {
  const [plan] = await plansWhere(db, [planKey]);
  return plan;
}

/** The API shape, without the catalog-only flags. */
export function publicPlan(plan: CatalogPlan): MobilePlan {
  return {
    planKey: plan.planKey,
    planDescription: plan.planDescription,
    charges: plan.charges,
    dataCap: plan.dataCap,
    minutesLimit: plan.minutesLimit,
    textLimit: plan.textLimit,
    groupTag: plan.groupTag,
    isGroupLeader: plan.isGroupLeader,
    isGroupMember: plan.isGroupMember,
    isStandalone: plan.isStandalone,
    maxGroupMemberCount: plan.maxGroupMemberCount,
    supportedLeaderPlanKeys: plan.supportedLeaderPlanKeys,
    dataCategory: plan.dataCategory,
    isBasePrepayPlan: plan.isBasePrepayPlan,
    isUnlimitedData: plan.isUnlimitedData,
    isUnlimitedMinutes: plan.isUnlimitedMinutes,
    isUnlimitedText: plan.isUnlimitedText,
    descriptionTexts: plan.descriptionTexts,
  };
}
