import { broadbandPlanChange } from './broadband';
import { applyMoveHouse } from './move-house';
import type { OrderApplier } from './orders';
import { planChangeApplier } from './plan-changes';
import { applyPowerPlanChange, applyPowerSignUp } from './power';
import { voicePlanChange } from './voice';

/**
 * How each order type is carried out on its date, by order type. Each area adds its own
 * applier here; an order type without one stays Pending. The list sits beside the domains
 * rather than in orders, because each area places its orders through orders' index: orders
 * knowing the areas back would make a cycle (decision 037). Broadband's and the landline's
 * plan changes are plan-changes' one applier, each with its service's description (040).
 */
export const orderAppliers: Record<string, OrderApplier> = {
  [broadbandPlanChange.orderType]: planChangeApplier(broadbandPlanChange),
  [voicePlanChange.orderType]: planChangeApplier(voicePlanChange),
  PowerPlanChange: applyPowerPlanChange,
  AddPower: applyPowerSignUp,
  MoveHouse: applyMoveHouse,
};
