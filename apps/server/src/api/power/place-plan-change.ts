import {
  POWER_ORDER_TYPES,
  type PowerOrderResult,
  type PowerPlanChangeRequest,
} from '@portal/contracts';
import { checkPowerStartDate, formatDate, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { runIdempotent } from '../../platform/idempotency';
import { placePlanChangeOrder } from '../plan-changes';
import { activeIcpOf } from './power-connection-row';
import { findPowerPlans, UNKNOWN_PLAN_MESSAGE } from './power-plans';

/**
 * POST …/power/planChangeOrders: a PowerPlanChange order, Pending until its date, when the
 * ICP moves to the new plan. The impact (every rate, old and new) is kept on the order. A
 * plan change still waiting is cancelled: the newest choice is the one carried out. It is
 * placed as broadband's and the landline's are (plan-changes' placePlanChangeOrder); what
 * stays power's own is said in decision 040: the customer's start date, the rates as the
 * impact, its own refusal codes, and the ICP rather than a service id.
 */
export async function placePowerPlanChange(
  db: Db,
  accountCode: string,
  request: PowerPlanChangeRequest,
  idempotencyKey: string,
  now = new Date(),
): Promise<PowerOrderResult> {
  return runIdempotent(
    db,
    { scope: `power:${accountCode}:plan-change`, key: idempotencyKey, body: request },
    async () => {
      const icp = await activeIcpOf(db, accountCode);
      const plans = await findPowerPlans(db, {
        activeOnly: false,
        planKeys: [icp.planKey, request.planKey],
      });
      const current = plans.find((plan) => plan.planKey === icp.planKey);
      const next = plans.find((plan) => plan.planKey === request.planKey);
      const nextIsActive = (await findPowerPlans(db, { activeOnly: true })).some(
        (plan) => plan.planKey === request.planKey,
      );
      if (next === undefined || !nextIsActive) {
        throw AppError.badRequest(UNKNOWN_PLAN_MESSAGE, 'unknown_power_plan');
      }
      if (next.planKey === icp.planKey) {
        throw AppError.badRequest(`You are already on ${next.name}.`, 'same_power_plan');
      }
      const date = checkPowerStartDate(request.startDate, toNzDateKey(now));
      if (!date.ok) throw AppError.badRequest(date.message, 'bad_start_date');
      const summary = `Power plan change to ${next.name}`;
      const orderImpact = next.rates.map((rate) => {
        const old = current?.rates.find((r) => r.rateType === rate.rateType);
        return {
          rateType: rate.rateType,
          unit: rate.unit,
          currentCentsIncludingGst: old?.centsIncludingGst ?? null,
          currentCentsExcludingGst: old?.centsExcludingGst ?? null,
          newCentsIncludingGst: rate.centsIncludingGst,
          newCentsExcludingGst: rate.centsExcludingGst,
        };
      });
      // The account's one ICP: a pending change of the account's is replaced, whichever ICP.
      const { orderId } = await db.transaction((tx) =>
        placePlanChangeOrder(
          tx,
          {
            accountCode,
            orderType: POWER_ORDER_TYPES.planChange,
            summary,
            payload: {
              icpNumber: icp.icpNumber,
              planKey: next.planKey,
              fromPlanKey: icp.planKey,
              description: `${summary} from ${formatDate(request.startDate)}`,
            },
            orderImpact,
            requestedDateOfProvisioning: request.startDate,
          },
          now,
        ),
      );
      return {
        orderId,
        orderType: POWER_ORDER_TYPES.planChange,
        summary,
        requestedDateOfProvisioning: request.startDate,
      };
    },
  );
}
