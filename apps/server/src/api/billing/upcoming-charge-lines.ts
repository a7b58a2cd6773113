import { and, asc, eq, gt, gte, isNull, ne, or, sql } from 'drizzle-orm';
import {
  chargePerBill,
  daysBetween,
  powerRateText,
  removeGst,
  type AccountBillFrequency,
} from '@portal/domain';
import type { Db } from '../../db/client';
import {
  additionalProducts,
  addonPlans,
  broadbandPlans,
  icps,
  interestFreeAgreements,
  interestFreeInstalments,
  internetServices,
  mobileAddonSubscriptions,
  mobilePlanCharges,
  mobilePlans,
  mobileServices,
  powerPlanRates,
  voicePlans,
  voiceServices,
} from '../../db/schema';
import { manifestItems } from '../mobile-plans';
import type { ChargeLine } from './group-invoice-lines';

/** The account's billing terms the upcoming lines depend on. */
export interface BillTerms {
  accountCode: string;
  frequency: AccountBillFrequency;
  /** The day the next bill is made. */
  billDate: string;
  /** Start of the period the next bill covers: the last bill date, if any. */
  periodStart: string | null;
}

function recurringLine(
  terms: BillTerms,
  serviceGroup: string,
  serviceEntity: string,
  description: string,
  monthly: { incl: number; excl: number },
): ChargeLine {
  return {
    serviceGroup,
    serviceEntity,
    description,
    quantity: null,
    amountIncludingGstCents: chargePerBill(monthly.incl, terms.frequency),
    amountExcludingGstCents: chargePerBill(monthly.excl, terms.frequency),
  };
}

/** Broadband plans of connections that are on (fibre and DSL as Internet, wireless apart). */
export async function broadbandLines(db: Db, terms: BillTerms): Promise<ChargeLine[]> {
  const rows = await db
    .select({ id: internetServices.id, plan: broadbandPlans })
    .from(internetServices)
    .innerJoin(broadbandPlans, eq(broadbandPlans.planKey, internetServices.planKey))
    .where(
      and(
        eq(internetServices.accountCode, terms.accountCode),
        eq(internetServices.activationStatus, 'Active'),
      ),
    )
    .orderBy(asc(internetServices.id));
  return rows.map(({ id, plan }) =>
    recurringLine(terms, plan.technology === 'WBB' ? 'mobile2_wbb' : 'Internet', id, plan.name, {
      incl: plan.monthlyChargeIncludingGstCents,
      excl: plan.monthlyChargeExcludingGstCents,
    }),
  );
}

/** Add-ons held at account level (a static IP on the broadband, rentals) that are still on. */
export async function accountAddonLines(db: Db, terms: BillTerms): Promise<ChargeLine[]> {
  const rows = await db
    .select({ entity: additionalProducts.serviceEntity, addon: addonPlans })
    .from(additionalProducts)
    .innerJoin(addonPlans, eq(addonPlans.addonPlanKey, additionalProducts.addonPlanKey))
    .where(
      and(
        eq(additionalProducts.accountCode, terms.accountCode),
        eq(additionalProducts.status, 'Active'),
        or(isNull(additionalProducts.endDate), gt(additionalProducts.endDate, terms.billDate)),
      ),
    )
    .orderBy(asc(additionalProducts.id));
  return rows.map(({ entity, addon }) => {
    const onBroadband = addon.appliesTo === 'Broadband' && entity !== null;
    return {
      ...recurringLine(terms, onBroadband ? 'Internet' : 'Account', entity ?? '', addon.name, {
        incl: addon.chargeIncludingGstCents,
        excl: addon.chargeExcludingGstCents,
      }),
      serviceEntity: onBroadband ? entity : null,
    };
  });
}

/**
 * Each live power connection's daily charge for the whole period the next bill covers,
 * worded as the bill words it; the power used is added from meter readings when the bill
 * is made, so it is not here.
 */
export async function powerLines(db: Db, terms: BillTerms): Promise<ChargeLine[]> {
  const rows = await db
    .select({ icp: icps.icpNumber, startDate: icps.startDate, rate: powerPlanRates })
    .from(icps)
    .innerJoin(
      powerPlanRates,
      and(eq(powerPlanRates.planKey, icps.planKey), eq(powerPlanRates.unit, 'day')),
    )
    .where(and(eq(icps.accountCode, terms.accountCode), eq(icps.status, 'Active')))
    .orderBy(asc(icps.icpNumber));
  return rows.flatMap(({ icp, startDate, rate }) => {
    const from =
      terms.periodStart === null || terms.periodStart < startDate ? startDate : terms.periodStart;
    const days = daysBetween(from, terms.billDate);
    if (days <= 0) return [];
    return [
      {
        serviceGroup: 'Electricity',
        serviceEntity: icp,
        description: `Daily charge, ${String(days)} days at ${powerRateText(rate.centsIncludingGst, 'day')}`,
        quantity: `${String(days)} days`,
        amountIncludingGstCents: Math.round(days * rate.centsIncludingGst),
        amountExcludingGstCents: Math.round(days * rate.centsExcludingGst),
      },
    ];
  });
}

export async function voiceLines(db: Db, terms: BillTerms): Promise<ChargeLine[]> {
  const rows = await db
    .select({ number: voiceServices.landlineNumber, plan: voicePlans })
    .from(voiceServices)
    .innerJoin(voicePlans, eq(voicePlans.planKey, voiceServices.planKey))
    .where(
      and(eq(voiceServices.accountCode, terms.accountCode), eq(voiceServices.status, 'Active')),
    )
    .orderBy(asc(voiceServices.landlineNumber));
  return rows.map(({ number, plan }) =>
    recurringLine(terms, 'Voice', number, plan.name, {
      incl: plan.monthlyChargeIncludingGstCents,
      excl: plan.monthlyChargeExcludingGstCents,
    }),
  );
}

/**
 * Each open postpay line: its plan's monthly charges as they are today (so a plan changed
 * this period shows here at once), then its add-ons that renew or started this period
 * (not day passes, which are charged per day used).
 */
export async function mobileLines(db: Db, terms: BillTerms): Promise<ChargeLine[]> {
  const lineOpen = and(
    eq(mobileServices.accountCode, terms.accountCode),
    eq(mobileServices.paymentType, 'Postpay'),
    ne(mobileServices.status, 'Cancelled'),
  );
  const plans = await db
    .select({
      number: mobileServices.serviceEntity,
      description: mobilePlans.planDescription,
      incl: sql<number>`sum(${mobilePlanCharges.chargeIncludingGstCents})::int`,
      excl: sql<number>`sum(${mobilePlanCharges.chargeExcludingGstCents})::int`,
    })
    .from(mobileServices)
    .innerJoin(mobilePlans, eq(mobilePlans.planKey, mobileServices.planKey))
    .innerJoin(
      mobilePlanCharges,
      and(
        eq(mobilePlanCharges.planKey, mobilePlans.planKey),
        eq(mobilePlanCharges.billFrequency, 'Monthly'),
      ),
    )
    .where(lineOpen)
    .groupBy(mobileServices.serviceEntity, mobilePlans.planDescription)
    .orderBy(asc(mobileServices.serviceEntity));
  const addons = await db
    .select({ number: mobileServices.serviceEntity, addon: addonPlans })
    .from(mobileAddonSubscriptions)
    .innerJoin(
      mobileServices,
      eq(mobileServices.serviceEntity, mobileAddonSubscriptions.serviceEntity),
    )
    .innerJoin(addonPlans, eq(addonPlans.addonPlanKey, mobileAddonSubscriptions.addonPlanKey))
    .where(
      and(
        lineOpen,
        isNull(mobileAddonSubscriptions.endedAt),
        // A day pass is charged for the days it is used, when the bill is made.
        ne(addonPlans.billFrequency, 'Daily'),
        or(
          eq(mobileAddonSubscriptions.stopRenewal, false),
          terms.periodStart === null
            ? undefined
            : gte(mobileAddonSubscriptions.startedAt, new Date(`${terms.periodStart}T00:00:00Z`)),
        ),
      ),
    )
    .orderBy(asc(mobileAddonSubscriptions.startedAt));
  return plans.flatMap((plan) => [
    recurringLine(terms, 'Mobile', plan.number, plan.description, plan),
    ...addons
      .filter((row) => row.number === plan.number)
      .map(({ addon }) =>
        recurringLine(terms, 'Mobile', plan.number, addon.name, {
          incl: addon.chargeIncludingGstCents,
          excl: addon.chargeExcludingGstCents,
        }),
      ),
  ]);
}

/** Device instalments scheduled on the next bill and not yet invoiced, with their agreements. */
export async function findDueInstalments(
  db: Db,
  terms: Pick<BillTerms, 'accountCode' | 'billDate'>,
) {
  return db
    .select({ agreement: interestFreeAgreements, instalment: interestFreeInstalments })
    .from(interestFreeInstalments)
    .innerJoin(
      interestFreeAgreements,
      eq(interestFreeAgreements.id, interestFreeInstalments.agreementId),
    )
    .where(
      and(
        eq(interestFreeAgreements.accountCode, terms.accountCode),
        eq(interestFreeAgreements.isActive, true),
        eq(interestFreeInstalments.billDate, terms.billDate),
        eq(interestFreeInstalments.invoiceSent, false),
      ),
    )
    .orderBy(asc(interestFreeInstalments.id));
}

/** Device instalments scheduled on the next bill and not yet invoiced. */
export async function instalmentLines(db: Db, terms: BillTerms): Promise<ChargeLine[]> {
  const rows = await findDueInstalments(db, terms);
  return rows.map(({ agreement, instalment }) => {
    const product =
      manifestItems(agreement.manifest).find((item) => item.type === 'Product')
        ?.billingDescription ?? 'Device';
    return {
      serviceGroup: 'Mobile',
      serviceEntity: agreement.linkedServiceEntity,
      description: `${product} interest-free instalment ${String(instalment.instalmentNumber)} of ${String(agreement.numberOfInstalments)}`,
      quantity: null,
      amountIncludingGstCents: instalment.amountCents,
      amountExcludingGstCents: removeGst(instalment.amountCents),
    };
  });
}
