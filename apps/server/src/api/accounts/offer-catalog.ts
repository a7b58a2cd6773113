import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BillFrequency, BusinessGroup, Offer, OfferCharge } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  broadbandPlans,
  mobilePlanCharges,
  mobilePlans,
  powerPlanRates,
  powerPlans,
  voicePlans,
} from '../../db/schema';

/** Bills a year per frequency, to restate a monthly catalog price for another bill cycle. */
const BILLS_PER_YEAR: Record<BillFrequency, number> = {
  SixMonthly: 2,
  Monthly: 12,
  Fortnightly: 26,
  Weekly: 52,
  Daily: 365,
};

const UNIT: Record<BillFrequency, string> = {
  SixMonthly: 'six months',
  Monthly: 'month',
  Fortnightly: 'fortnight',
  Weekly: 'week',
  Daily: 'day',
};

/** A monthly price restated per bill of `frequency`, rounded to the cent (same money a year). */
function perBill(monthlyCents: number, frequency: BillFrequency): number {
  return Math.round((monthlyCents * 12) / BILLS_PER_YEAR[frequency]);
}

function recurringCharge(
  includingGst: number,
  excludingGst: number,
  frequency: BillFrequency,
  description: string,
): OfferCharge {
  return {
    chargeIncludingGst: perBill(includingGst, frequency),
    chargeExcludingGst: perBill(excludingGst, frequency),
    billFrequency: frequency,
    unit: UNIT[frequency],
    description,
  };
}

/** A broadband or voice plan's one charge: its monthly price, restated per bill. */
function planCharge(
  plan: { monthlyChargeIncludingGstCents: number; monthlyChargeExcludingGstCents: number },
  frequency: BillFrequency,
): OfferCharge {
  return recurringCharge(
    plan.monthlyChargeIncludingGstCents,
    plan.monthlyChargeExcludingGstCents,
    frequency,
    'Plan charge',
  );
}

/**
 * The catalog's plans on offer to a business group, priced per bill of `billFrequency`.
 * Prepay customers are offered prepay mobile plans only; business-only plans go to the
 * Business group alone. Power rates are per day and per kWh whatever the bill cycle.
 */
export async function findCatalogOffers(
  db: Db,
  businessGroup: BusinessGroup,
  billFrequency: BillFrequency,
): Promise<Offer[]> {
  const prepay = businessGroup === 'Prepay';
  const business = businessGroup === 'Business';
  const forGroup = (businessOnly: boolean) => business || !businessOnly;

  const mobile = await db
    .select()
    .from(mobilePlans)
    .where(
      and(
        eq(mobilePlans.isActive, true),
        eq(mobilePlans.paymentType, prepay ? 'Prepay' : 'Postpay'),
      ),
    )
    .orderBy(asc(mobilePlans.sortOrder), asc(mobilePlans.planKey));
  const mobileOffers = mobile.filter((plan) => forGroup(plan.businessOnly));
  const mobileCharges =
    mobileOffers.length === 0
      ? []
      : await db
          .select()
          .from(mobilePlanCharges)
          .where(
            inArray(
              mobilePlanCharges.planKey,
              mobileOffers.map((plan) => plan.planKey),
            ),
          )
          .orderBy(asc(mobilePlanCharges.sortOrder));
  const offers: Offer[] = mobileOffers.map((plan) => ({
    offerKey: plan.planKey,
    productType: 'Mobile',
    name: plan.planDescription,
    description: plan.shortDescription,
    charges: mobileCharges
      .filter((charge) => charge.planKey === plan.planKey)
      .map((charge) =>
        // Prepay plans renew on their own cycle (every 28 days), not the account's bill cycle.
        charge.billFrequency === 'Monthly'
          ? recurringCharge(
              charge.chargeIncludingGstCents,
              charge.chargeExcludingGstCents,
              billFrequency,
              charge.description,
            )
          : {
              chargeIncludingGst: charge.chargeIncludingGstCents,
              chargeExcludingGst: charge.chargeExcludingGstCents,
              billFrequency: null,
              unit: charge.unit,
              description: charge.description,
            },
      ),
  }));
  if (prepay) return offers;

  const broadband = await db
    .select()
    .from(broadbandPlans)
    .where(eq(broadbandPlans.isActive, true))
    .orderBy(asc(broadbandPlans.sortOrder), asc(broadbandPlans.planKey));
  const voice = await db
    .select()
    .from(voicePlans)
    .where(eq(voicePlans.isActive, true))
    .orderBy(asc(voicePlans.sortOrder), asc(voicePlans.planKey));
  const power = await db
    .select()
    .from(powerPlans)
    .where(eq(powerPlans.isActive, true))
    .orderBy(asc(powerPlans.sortOrder), asc(powerPlans.planKey));
  const rates =
    power.length === 0
      ? []
      : await db
          .select()
          .from(powerPlanRates)
          .where(
            inArray(
              powerPlanRates.planKey,
              power.map((plan) => plan.planKey),
            ),
          )
          .orderBy(asc(powerPlanRates.id));

  return [
    ...broadband
      .filter((plan) => forGroup(plan.businessOnly))
      .map((plan): Offer => ({
        offerKey: plan.planKey,
        productType: 'Broadband',
        name: plan.name,
        description: plan.blurb,
        charges: [planCharge(plan, billFrequency)],
      })),
    ...voice.map((plan): Offer => ({
      offerKey: plan.planKey,
      productType: 'Voice',
      name: plan.name,
      description: plan.description,
      charges: [planCharge(plan, billFrequency)],
    })),
    ...offers,
    ...power.map((plan): Offer => ({
      offerKey: plan.planKey,
      productType: 'Power',
      name: plan.name,
      description: plan.description,
      charges: rates
        .filter((rate) => rate.planKey === plan.planKey)
        .map((rate) => ({
          chargeIncludingGst: rate.centsIncludingGst,
          chargeExcludingGst: rate.centsExcludingGst,
          billFrequency: null,
          unit: rate.unit,
          description: rate.rateType,
        })),
    })),
  ];
}
