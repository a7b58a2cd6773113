import { BROADBAND_PLAN_CHANGE_ORDER_TYPE, VOICE_PLAN_CHANGE_ORDER_TYPE } from '@portal/contracts';
import { applyBroadbandPlanChange } from './broadband';
import { applyMoveHouse } from './move-house';
import type { OrderApplier } from './orders';
import { applyPowerPlanChange, applyPowerSignUp } from './power';
import { applyVoicePlanChange } from './voice';

/**
 * How each order type is carried out on its date, by order type. Each area adds its own
 * applier here; an order type without one stays Pending. The list sits beside the domains
 * rather than in orders, because each area places its orders through orders' index: orders
 * knowing the areas back would make a cycle (decision 037).
 */
export const orderAppliers: Record<string, OrderApplier> = {
  [BROADBAND_PLAN_CHANGE_ORDER_TYPE]: applyBroadbandPlanChange,
  [VOICE_PLAN_CHANGE_ORDER_TYPE]: applyVoicePlanChange,
  PowerPlanChange: applyPowerPlanChange,
  AddPower: applyPowerSignUp,
  MoveHouse: applyMoveHouse,
};
