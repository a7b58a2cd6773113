import { BROADBAND_PLAN_CHANGE_ORDER_TYPE, VOICE_PLAN_CHANGE_ORDER_TYPE } from '@portal/contracts';
import type { OrderApplier } from './order-types';
// Appliers are imported from their own files, not the areas' index, which import orders back.
import { applyBroadbandPlanChange } from '../broadband/apply-broadband-plan-change';
import { applyVoicePlanChange } from '../voice/apply-voice-plan-change';
import { applyPowerPlanChange, applyPowerSignUp } from '../power/power-appliers';
import { applyMoveHouse } from '../move-house/apply-move-house';

/**
 * How each order type is carried out on its date, by order type. Each area adds its own
 * applier here; an order type without one stays Pending.
 */
export const orderAppliers: Record<string, OrderApplier> = {
  [BROADBAND_PLAN_CHANGE_ORDER_TYPE]: applyBroadbandPlanChange,
  [VOICE_PLAN_CHANGE_ORDER_TYPE]: applyVoicePlanChange,
  PowerPlanChange: applyPowerPlanChange,
  AddPower: applyPowerSignUp,
  MoveHouse: applyMoveHouse,
};
