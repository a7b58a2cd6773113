import { randomUUID } from 'node:crypto';
import type { ProductChangeOrderRequest, ProductChangeOrderResult } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findCatalogPlan } from '../mobile-plans';
import { applyPlanChange } from './apply-plan-change';
import { prepareProductChange } from './prepare-product-change';

/**
 * POST /sales/v3/ordering/accounts/{accountCode}/productChangeOrders. Every order is
 * recorded with its result: Completed (OK, OkWithCaveats: the line is on the new plan from
 * now, which the usage allowances read at once and the next bill run charges), Rejected
 * (NotOk: nothing changed) or Failed (an unexpected error: nothing changed).
 */
export async function createProductChangeOrder(
  db: Db,
  accountCode: string,
  request: ProductChangeOrderRequest,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<ProductChangeOrderResult> {
  const prepared = await prepareProductChange(db, accountCode, request);
  const { assessment, current, targetPlanKey } = prepared;
  const orderId = randomUUID();
  const record = (status: string, result: ProductChangeOrderResult['result']) => ({
    orderId,
    accountCode,
    orderType: 'ProductChange',
    status,
    payload: {
      ...request,
      serviceEntity: prepared.context.line.serviceEntity,
      previousPlanKey: current.planKey,
      newPlanKey: targetPlanKey,
      result,
      messages: assessment.messages,
      effectiveAt: now.toISOString(),
    },
    orderImpact: assessment.impact,
    requestedDateOfProvisioning: now.toISOString().slice(0, 10),
    createdAt: now,
  });
  if (assessment.result === 'NotOk') {
    await db.insert(orders).values(record('Rejected', 'NotOk'));
    return {
      orderId,
      result: 'NotOk',
      messages: assessment.messages,
      orderImpact: assessment.impact,
      planKey: current.planKey,
    };
  }
  try {
    const target = await findCatalogPlan(db, targetPlanKey);
    if (target === undefined) throw new Error(`plan ${targetPlanKey} vanished`);
    await db.transaction(async (tx) => {
      await applyPlanChange(tx, prepared, target, now);
      await tx.insert(orders).values(record('Completed', assessment.result));
    });
    return {
      orderId,
      result: assessment.result,
      messages: assessment.messages,
      orderImpact: assessment.impact,
      planKey: targetPlanKey,
    };
  } catch (error) {
    log.error({ err: error, accountCode, orderId }, 'plan change failed');
    const message =
      error instanceof AppError
        ? error.message
        : 'Your plan could not be changed. Please try again.';
    await db.insert(orders).values(record('Failed', 'Failed'));
    return {
      orderId,
      result: 'Failed',
      messages: [message],
      orderImpact: [],
      planKey: current.planKey,
    };
  }
}
