import { asc, eq } from 'drizzle-orm';
import {
  VOICE_PLAN_CHANGE_ORDER_TYPE,
  type PlacedPlanChange,
  type PlanChangeImpact,
  type VoicePlanOptions,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { voicePlans } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { accountPricing, cancelPendingPlanChanges, planChangeImpact } from '../broadband';
import { placeOrder, type DbOrTx } from '../orders';
import { pricedVoicePlan, voiceServiceOf } from './voice-service';

/** GET …/voiceServices/{id}/plans: every voice plan on sale (NoVoice ends the landline). */
export async function findVoicePlans(
  db: Db,
  accountCode: string,
  serviceId: string,
): Promise<VoicePlanOptions> {
  const { plan: current } = await voiceServiceOf(db, accountCode, serviceId);
  const pricing = await accountPricing(db, accountCode);
  const plans = await db.select().from(voicePlans).orderBy(asc(voicePlans.sortOrder));
  return {
    serviceId,
    currentPlanKey: current.planKey,
    displayGstInclusiveValues: pricing.displayGstInclusiveValues,
    changeDate: pricing.changeDate,
    plans: plans
      .filter((plan) => plan.isActive || plan.planKey === current.planKey)
      .map((plan) => ({
        planKey: plan.planKey,
        name: plan.name,
        voiceType: plan.voiceType as VoicePlanOptions['plans'][number]['voiceType'],
        description: plan.description,
        monthlyChargeIncludingGst: plan.monthlyChargeIncludingGstCents,
        monthlyChargeExcludingGst: plan.monthlyChargeExcludingGstCents,
        isCurrent: plan.planKey === current.planKey,
      })),
  };
}

async function change(db: DbOrTx, accountCode: string, serviceId: string, planKey: string) {
  const { plan: current } = await voiceServiceOf(db, accountCode, serviceId);
  if (planKey === current.planKey) {
    throw AppError.badRequest(`You are already on ${current.name}.`, 'same_plan');
  }
  const [target] = await db.select().from(voicePlans).where(eq(voicePlans.planKey, planKey));
  if (target?.isActive !== true) {
    throw AppError.badRequest(
      'That voice plan is not available. Choose one of the plans listed.',
      'plan_not_offered',
    );
  }
  const pricing = await accountPricing(db, accountCode);
  const impact = planChangeImpact(pricedVoicePlan(current), pricedVoicePlan(target), pricing);
  if (target.voiceType === 'NoVoice') {
    impact.lines.splice(
      1,
      0,
      'Your landline and its number end on that day, with its voicemail and other features.',
    );
  }
  return { current, target, impact };
}

export async function getVoicePlanChangeImpact(
  db: Db,
  accountCode: string,
  serviceId: string,
  planKey: string,
): Promise<PlanChangeImpact> {
  return (await change(db, accountCode, serviceId, planKey)).impact;
}

/** Places a VoicePlanChange order for the next bill date; it replaces a pending one. */
export async function placeVoicePlanChange(
  db: Db,
  accountCode: string,
  serviceId: string,
  planKey: string,
): Promise<PlacedPlanChange> {
  return db.transaction(async (tx) => {
    const { current, target, impact } = await change(tx, accountCode, serviceId, planKey);
    await cancelPendingPlanChanges(tx, accountCode, VOICE_PLAN_CHANGE_ORDER_TYPE, serviceId);
    const summary =
      target.voiceType === 'NoVoice'
        ? 'Landline ends (no voice plan)'
        : `Voice plan change to ${target.name}`;
    const { orderId } = await placeOrder(tx, {
      accountCode,
      orderType: VOICE_PLAN_CHANGE_ORDER_TYPE,
      summary,
      payload: { serviceId, fromPlanKey: current.planKey, planKey: target.planKey },
      orderImpact: impact.lines,
      requestedDateOfProvisioning: impact.effectiveDate,
    });
    return { orderId, summary, requestedDateOfProvisioning: impact.effectiveDate };
  });
}
