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

/**
 * Where each kind of plan keeps its price: on the plan, or in a price table joined to it
 * (a mobile plan's first charge, a power plan's daily charge, made a price per month).
 */
const SOURCES = [
  {
    kind: 'mobile',
    plans: mobilePlans,
    planName: mobilePlans.planDescription,
    price: mobilePlanCharges.chargeIncludingGstCents,
    priceTable: {
      table: mobilePlanCharges,
      on: and(
        eq(mobilePlanCharges.planKey, mobilePlans.planKey),
        eq(mobilePlanCharges.sortOrder, 0),
      ),
    },
    perMonth: (cents: number) => cents,
  },
  {
    kind: 'broadband',
    plans: broadbandPlans,
    planName: broadbandPlans.name,
    price: broadbandPlans.monthlyChargeIncludingGstCents,
    priceTable: undefined,
    perMonth: (cents: number) => cents,
  },
  {
    kind: 'power',
    plans: powerPlans,
    planName: powerPlans.name,
    price: powerPlanRates.centsIncludingGst,
    priceTable: {
      table: powerPlanRates,
      on: and(eq(powerPlanRates.planKey, powerPlans.planKey), eq(powerPlanRates.unit, 'day')),
    },
    perMonth: (dailyCents: number) => Math.round(dailyCents * DAYS_IN_AVERAGE_MONTH),
  },
] as const;

/**
 * The terms of every plan on sale, for the standard offer summary. Catalogue amounts
 * include GST; an account that shows amounts excluding GST gets them so, as its plan pages.
 */
export async function findPlanTerms(db: Db, accountCode: string): Promise<PlanTermsList> {
  const { displayGstInclusiveValues: inclusive } = await accountPricing(db, accountCode);
  const view = (cents: number) => (inclusive ? cents : removeGst(cents));
  const plans: PlanTerms[] = [];
  for (const source of SOURCES) {
    const query = db
      .select({
        planKey: source.plans.planKey,
        planName: source.planName,
        priceCents: source.price,
        ...termColumns(source.plans),
      })
      .from(source.plans)
      .$dynamic();
    const priced =
      source.priceTable === undefined
        ? query
        : query.innerJoin(source.priceTable.table, source.priceTable.on);
    const rows = await priced
      .where(eq(source.plans.isActive, true))
      .orderBy(asc(source.plans.sortOrder));
    for (const row of rows) {
      const term = row.termMonths;
      plans.push({
        kind: source.kind,
        planKey: row.planKey,
        planName: row.planName,
        pricePerMonth: view(source.perMonth(row.priceCents)),
        termMonths: term,
        setupFee: view(row.setupFeeCents),
        feePerMonthLeft: term === null ? 0 : view(row.earlyTerminationFeePerMonthCents),
        feeCap:
          term === null || row.earlyTerminationFeeCapCents === null
            ? null
            : view(row.earlyTerminationFeeCapCents),
      });
    }
  }
  return { displayGstInclusiveValues: inclusive, plans };
}
