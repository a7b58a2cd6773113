import { fibrePlanBlurb, plansToOffer, type Brand } from '@portal/domain';
import type { BroadbandPlanOptions } from '@portal/contracts';
import type { Db } from '../../db/client';
import { broadbandPlans } from '../../db/schema';
import { accountPricing } from './account-pricing';
import { internetServiceOf, type BroadbandPlanRow } from './internet-service';

/** The plans a connection may move to, with the brand's fibre blurbs (spec sections 1, 9). */
export async function findBroadbandPlans(
  db: Db,
  brand: Brand,
  accountCode: string,
  serviceId: string,
): Promise<BroadbandPlanOptions> {
  const { service, plan: current } = await internetServiceOf(db, accountCode, serviceId);
  const pricing = await accountPricing(db, accountCode);
  const catalog = await db.select().from(broadbandPlans);
  const offered = plansToOffer(catalog, current, pricing.isBusiness);
  return {
    serviceId: service.id,
    currentPlanKey: current.planKey,
    displayGstInclusiveValues: pricing.displayGstInclusiveValues,
    changeDate: pricing.changeDate,
    plans: offered.map((plan: BroadbandPlanRow) => ({
      planKey: plan.planKey,
      name: plan.name,
      technology: plan.technology as BroadbandPlanOptions['plans'][number]['technology'],
      category: plan.category,
      downloadMbps: plan.downloadMbps,
      uploadMbps: plan.uploadMbps,
      monthlyChargeIncludingGst: plan.monthlyChargeIncludingGstCents,
      monthlyChargeExcludingGst: plan.monthlyChargeExcludingGstCents,
      blurb: fibrePlanBlurb(brand, plan.name) ?? null,
      businessOnly: plan.businessOnly,
      isCurrent: plan.planKey === current.planKey,
    })),
  };
}
