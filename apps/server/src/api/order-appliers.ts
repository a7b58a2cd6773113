import { broadbandPlanChange } from './broadband';
import { applyMoveHouse } from './move-house';
import type { DueOrder, OrderApplier } from './orders';
import { planChangeApplier } from './plan-changes';
import { applyPowerPlanChange, applyPowerSignUp } from './power';
import { heldWhenPowerProtected } from './power-care';
import { voicePlanChange } from './voice';

/**
 * How each order type is carried out on its date, by order type. Each area adds its own
 * applier here; an order type without one stays Pending. The list sits beside the domains
 * rather than in orders, because each area places its orders through orders' index: orders
 * knowing the areas back would make a cycle (decision 037). Broadband's and the landline's
 * plan changes are plan-changes' one applier, each with its service's description (040).
 * Those that could restrict power (a power plan change, a move that takes power away from
 * the address) are held for a medically dependent account (063); a sign-up only adds power.
 */
/** A move's services name power when it takes the power connection away from the address. */
function movesPower(order: DueOrder): boolean {
  const services = order.payload['services'];
  return !Array.isArray(services) || services.includes('power');
}

export const orderAppliers: Record<string, OrderApplier> = {
  [broadbandPlanChange.orderType]: planChangeApplier(broadbandPlanChange),
  [voicePlanChange.orderType]: planChangeApplier(voicePlanChange),
  // A plan change alters the price, never the supply: it runs for a flagged account too.
  PowerPlanChange: applyPowerPlanChange,
  AddPower: applyPowerSignUp,
  MoveHouse: heldWhenPowerProtected(applyMoveHouse, movesPower),
};
