import { and, eq } from 'drizzle-orm';
import {
  POWER_ORDER_TYPES,
  type PowerOrderResult,
  type PowerSignUpRequest,
} from '@portal/contracts';
import {
  checkPowerStartDate,
  ICP_NUMBER_MESSAGE,
  isValidIcpNumber,
  normaliseIcpNumber,
  toNzDateKey,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { icps } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { runIdempotent } from '../../platform/idempotency';
import { placeOrderUnlessPending } from '../orders';
import { knownNetworkOf } from './icp-registry';
import { activePlanNamed } from './power-plans';

export const ALREADY_HAS_POWER_MESSAGE = 'This account already has power.';
export const SIGN_UP_IN_PROGRESS_MESSAGE = 'Your power sign-up is already in progress.';
export const ICP_TAKEN_MESSAGE =
  'That ICP is already supplied with power. Please check the number, or call us.';

/**
 * POST …/power/signUpOrders: an AddPower order, Pending ("sign-up in progress") until the
 * start date, when the ICP is connected to the account on the chosen plan.
 */
export async function placePowerSignUp(
  db: Db,
  accountCode: string,
  request: PowerSignUpRequest,
  context: { idempotencyKey: string; hasPower: boolean },
  now = new Date(),
): Promise<PowerOrderResult> {
  return runIdempotent(
    db,
    { scope: `power:${accountCode}:sign-up`, key: context.idempotencyKey, body: request },
    async () => {
      if (context.hasPower) throw AppError.conflict(ALREADY_HAS_POWER_MESSAGE, 'has_power');
      if (!isValidIcpNumber(request.icpNumber)) {
        throw AppError.badRequest(ICP_NUMBER_MESSAGE, 'bad_icp_number');
      }
      const icpNumber = normaliseIcpNumber(request.icpNumber);
      const plan = await activePlanNamed(db, request.planKey);
      const date = checkPowerStartDate(request.startDate, toNzDateKey(now));
      if (!date.ok) throw AppError.badRequest(date.message, 'bad_start_date');
      const [supplied] = await db
        .select({ icpNumber: icps.icpNumber })
        .from(icps)
        .where(and(eq(icps.icpNumber, icpNumber), eq(icps.status, 'Active')));
      if (supplied !== undefined) throw AppError.conflict(ICP_TAKEN_MESSAGE, 'icp_supplied');
      const networkCompany = (await knownNetworkOf(db, icpNumber)) ?? 'To be confirmed';
      const summary = `Power sign-up at ${request.address}`;
      const { orderId } = await placeOrderUnlessPending(
        db,
        {
          accountCode,
          orderType: POWER_ORDER_TYPES.signUp,
          summary,
          payload: {
            icpNumber,
            address: request.address,
            networkCompany,
            planKey: request.planKey,
            planName: plan.name,
          },
          orderImpact: [{ planKey: request.planKey, planName: plan.name, icpNumber }],
          requestedDateOfProvisioning: request.startDate,
        },
        { message: SIGN_UP_IN_PROGRESS_MESSAGE, code: 'sign_up_in_progress' },
      );
      return {
        orderId,
        orderType: POWER_ORDER_TYPES.signUp,
        summary,
        requestedDateOfProvisioning: request.startDate,
      };
    },
  );
}
