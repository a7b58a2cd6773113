import { and, eq, isNull } from 'drizzle-orm';
import type { ProductChangeOrderRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { addonPlans, mobileAddonSubscriptions } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import {
  assessProductChange,
  findCatalogPlans,
  loadLineContext,
  offeredPlans,
  type CatalogPlan,
  type LineContext,
  type ProductChangeAssessment,
} from '../mobile-plans';
import { checkSalesOrigin } from './sales-origin';

export interface PreparedProductChange {
  readonly context: LineContext;
  readonly current: CatalogPlan;
  readonly targetPlanKey: string;
  readonly assessment: ProductChangeAssessment;
}

/** The one mobile plan product a change order carries (service mobile2_linerental). */
function planProduct(request: ProductChangeOrderRequest) {
  const [product, ...rest] = request.additionalProducts;
  if (product === undefined || rest.length > 0 || product.service !== 'mobile2_linerental') {
    throw AppError.badRequest('A plan change order carries one mobile2_linerental product.');
  }
  const replaced = request.additionalProductsToChange.find(
    (entry) => entry.serviceEntity !== product.serviceEntity,
  );
  if (replaced !== undefined) {
    throw AppError.badRequest('The products to change must be on the same connection.');
  }
  return product;
}

/** Reads what a plan change needs and decides it, without changing anything. */
export async function prepareProductChange(
  db: Db,
  accountCode: string,
  request: ProductChangeOrderRequest,
): Promise<PreparedProductChange> {
  checkSalesOrigin(request);
  const product = planProduct(request);
  // The line is named in the body, so the route's access check cannot see it: a line of
  // another account is refused here.
  const context = await loadLineContext(db, accountCode, product.serviceEntity).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) {
        throw AppError.forbidden('That connection is not on this account.');
      }
      throw error;
    },
  );
  const catalog = await findCatalogPlans(db);
  const current = catalog.find((plan) => plan.planKey === context.line.planKey);
  if (current === undefined) throw new Error(`plan ${context.line.planKey} missing from catalog`);
  const addons = await db
    .select({
      id: mobileAddonSubscriptions.id,
      addonPlanKey: mobileAddonSubscriptions.addonPlanKey,
      addonType: addonPlans.addonType,
      name: addonPlans.name,
    })
    .from(mobileAddonSubscriptions)
    .innerJoin(addonPlans, eq(addonPlans.addonPlanKey, mobileAddonSubscriptions.addonPlanKey))
    .where(
      and(
        eq(mobileAddonSubscriptions.serviceEntity, product.serviceEntity),
        isNull(mobileAddonSubscriptions.endedAt),
      ),
    );
  const assessment = assessProductChange({
    context,
    offered: offeredPlans(catalog, context),
    current,
    target: catalog.find((plan) => plan.planKey === product.ratePlan),
    memberPlans: new Map(catalog.map((plan) => [plan.planKey, plan])),
    addons,
  });
  return { context, current, targetPlanKey: product.ratePlan, assessment };
}
