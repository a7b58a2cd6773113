import { fibrePlanBlurb, type Brand } from '@portal/domain';
import type { BroadbandPlanOptions } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findPlanOptions } from '../plan-changes';
import { broadbandPlanChange } from './broadband-plan-change';

type Technology = BroadbandPlanOptions['plans'][number]['technology'];

/** The plans a connection may move to, with the brand's fibre blurbs (spec sections 1, 9). */
export async function findBroadbandPlans(
  db: Db,
  brand: Brand,
  service: { accountCode: string; serviceId: string },
): Promise<BroadbandPlanOptions> {
  return findPlanOptions(broadbandPlanChange, db, service, (plan) => ({
    technology: plan.technology as Technology,
    category: plan.category,
    downloadMbps: plan.downloadMbps,
    uploadMbps: plan.uploadMbps,
    blurb: fibrePlanBlurb(brand, plan.name) ?? null,
    businessOnly: plan.businessOnly,
  }));
}
