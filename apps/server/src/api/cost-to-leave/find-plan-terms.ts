import { and, asc, eq } from 'drizzle-orm';
import { removeGst } from '@portal/domain';
import type { PlanTerms, PlanTermsList } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  broadbandPlans,
  mobilePlanCharges,
  mobilePlans,
  powerPlanRates,
  powerPlans,
} from '../../db/schema';
import { accountPricing } from '../plan-changes';
import { termColumns } from './find-services-on-terms';

/** An average month, for a power plan's daily charge as a price per month. */
const DAYS_IN_AVERAGE_MONTH = 365 / 12;

interface TermRow {
  planKey: string;
  planName: string;
  priceCents: number;
  termMonths: number | null;
  setupFeeCents: number;
  earlyTerminationFeePerMonthCents: number;
  earlyTerminationFeeCapCents: number | null;
}

/**
 * The terms of every plan on sale, for the standard offer summary. Catalogue amounts
 * include GST; an account that shows amounts excluding GST gets them so, as its plan pages.
 */
export async function findPlanTerms(db: Db, accountCode: string): Promise<PlanTermsList> {
  const { displayGstInclusiveValues: inclusive } = await accountPricing(db, accountCode);
  const view = (cents: number) => (inclusive ? cents : removeGst(cents));
  const toTerms =
    (kind: PlanTerms['kind']) =>
    (row: TermRow): PlanTerms => ({
      kind,
      planKey: row.planKey,
      planName: row.planName,
      pricePerMonth: view(row.priceCents),
      termMonths: row.termMonths,
      setupFee: view(row.setupFeeCents),
      feePerMonthLeft: row.termMonths === null ? 0 : view(row.earlyTerminationFeePerMonthCents),
      feeCap:
        row.termMonths === null || row.earlyTerminationFeeCapCents === null
          ? null
          : view(row.earlyTerminationFeeCapCents),
    });
  const mobile = await db
    .select({
      planKey: mobilePlans.planKey,
      planName: mobilePlans.planDescription,
      priceCents: mobilePlanCharges.chargeIncludingGstCents,
      ...termColumns(mobilePlans),
    })
    .from(mobilePlans)
    .innerJoin(
      mobilePlanCharges,
      and(eq(mobilePlanCharges.planKey, mobilePlans.planKey), eq(mobilePlanCharges.sortOrder, 0)),
    )
    .where(eq(mobilePlans.isActive, true))
    .orderBy(asc(mobilePlans.sortOrder));
  const broadband = await db
    .select({
      planKey: broadbandPlans.planKey,
      planName: broadbandPlans.name,
      priceCents: broadbandPlans.monthlyChargeIncludingGstCents,
      ...termColumns(broadbandPlans),
    })
    .from(broadbandPlans)
    .where(eq(broadbandPlans.isActive, true))
    .orderBy(asc(broadbandPlans.sortOrder));
  const power = await db
    .select({
      planKey: powerPlans.planKey,
      planName: powerPlans.name,
      dailyCents: powerPlanRates.centsIncludingGst,
      ...termColumns(powerPlans),
    })
    .from(powerPlans)
    .innerJoin(
      powerPlanRates,
      and(eq(powerPlanRates.planKey, powerPlans.planKey), eq(powerPlanRates.unit, 'day')),
    )
    .where(eq(powerPlans.isActive, true))
    .orderBy(asc(powerPlans.sortOrder));
  return {
    displayGstInclusiveValues: inclusive,
    plans: [
      ...mobile.map(toTerms('mobile')),
      ...broadband.map(toTerms('broadband')),
      ...power
        .map(({ dailyCents, ...row }) => ({
          ...row,
          priceCents: Math.round(dailyCents * DAYS_IN_AVERAGE_MONTH),
        }))
        .map(toTerms('power')),
    ],
  };
}
