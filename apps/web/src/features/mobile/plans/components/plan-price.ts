import type { MobilePlan } from '@portal/contracts';
import { chargeForDisplay, formatNzd } from '@portal/domain';

/** The plan's first charge as the account shows money: incl. GST, or excl. for business. */
export function planPrice(plan: MobilePlan, displayGstInclusive: boolean): string {
  const charge = plan.charges[0];
  if (charge === undefined) return 'No monthly charge';
  const amount = formatNzd(chargeForDisplay(charge, displayGstInclusive));
  return `${amount} per ${charge.unit} ${displayGstInclusive ? 'incl.' : 'excl.'} GST`;
}

export function planKind(plan: MobilePlan): string {
  if (plan.isGroupMember) return 'Group member plan';
  if (plan.isGroupLeader) return 'Group leader plan';
  return 'Standalone plan';
}
