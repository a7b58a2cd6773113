import { eq } from 'drizzle-orm';
import type { AddProductOrderRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { addonPlans, mobileAddonSubscriptions } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findLinePaymentType, isAddonForLine, runningAddonOf } from '../mobile-plans';
import { recordCompletedOrder } from './completed-order';
import { checkSalesOrigin } from './sales-origin';

function addMonth(instant: Date): Date {
  const next = new Date(instant);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * POST /sales/v3/ordering/accounts/{accountCode}/addProductOrders for an add-on on an
 * existing line: one mobile2_Addon product. The add-on starts now and renews monthly
 * (one that does not auto-renew is stored with its renewal already stopped).
 */
export async function addAddonOrder(
  db: Db,
  accountCode: string,
  request: AddProductOrderRequest,
  now = new Date(),
) {
  checkSalesOrigin(request);
  const [product, ...rest] = request.additionalProducts;
  if (product === undefined || rest.length > 0 || product.service !== 'mobile2_Addon') {
    throw AppError.badRequest('An add-on order carries one mobile2_Addon product.');
  }
  const paymentType = await findLinePaymentType(db, accountCode, product.serviceEntity);
  const [addon] = await db
    .select()
    .from(addonPlans)
    .where(eq(addonPlans.addonPlanKey, product.ratePlan));
  if (addon === undefined || !isAddonForLine(addon, paymentType, request.salesChannel)) {
    throw AppError.badRequest('That add-on is not available for this connection.');
  }
  return db.transaction(async (tx) => {
    const running = await tx
      .select({ id: mobileAddonSubscriptions.id })
      .from(mobileAddonSubscriptions)
      .where(runningAddonOf(product.serviceEntity, addon.addonPlanKey));
    if (running.length > 0) throw AppError.conflict('This connection already has that add-on.');
    await tx.insert(mobileAddonSubscriptions).values({
      serviceEntity: product.serviceEntity,
      addonPlanKey: addon.addonPlanKey,
      startedAt: now,
      renewsAt: addMonth(now),
      stopRenewal: !addon.autoRenews,
    });
    return recordCompletedOrder(tx, {
      accountCode,
      orderType: 'AddProduct',
      payload: { ...request },
      orderImpact: [
        {
          kind: 'Charge',
          isCaveat: false,
          description: `${addon.name} added`,
          amountIncludingGst: addon.chargeIncludingGstCents,
          amountExcludingGst: addon.chargeExcludingGstCents,
        },
      ],
      requestedDateOfProvisioning: now.toISOString().slice(0, 10),
      createdAt: now,
    });
  });
}
