import { SHARE_QUOTA_FALLBACK, type ShareQuota } from '@portal/contracts';
import type { ShareRow } from './active-shares';
import type { SharerLine } from './sharer-line';

/**
 * What the sharer may still give one beneficiary. The beneficiary's own current amounts
 * count as free, because setting a share replaces them.
 * - recurring: the allowance less the other beneficiaries' recurring amounts (every month);
 * - oneOff: this month's room on top of the beneficiary's recurring amount: the allowance
 *   less everything the others get this month and less that recurring amount.
 * A line with no allowance of its own gets the spec's fallback (open not allowed, 0, 0).
 */
export function computeShareQuota(
  sharer: SharerLine,
  shares: readonly ShareRow[],
  beneficiaryMsisdn: string | undefined,
): ShareQuota {
  if (sharer.allowanceMb <= 0) return SHARE_QUOTA_FALLBACK;
  const others = shares.filter((share) => share.beneficiaryMsisdn !== beneficiaryMsisdn);
  const own = shares.find((share) => share.beneficiaryMsisdn === beneficiaryMsisdn);
  const othersRecurring = sum(others.map((share) => share.recurringShareAmountMb));
  const othersThisMonth = sum(
    others.map((share) => share.recurringShareAmountMb + share.currentMonthShareAmountMb),
  );
  const recurringAvailable = Math.max(0, sharer.allowanceMb - othersRecurring);
  const monthRoom = Math.max(0, sharer.allowanceMb - othersThisMonth);
  return {
    open: { allowed: sharer.leadsOpenPool },
    recurring: { availableMb: recurringAvailable },
    oneOff: { availableMb: Math.max(0, monthRoom - (own?.recurringShareAmountMb ?? 0)) },
  };
}

/** This month's room for a beneficiary whatever its current recurring amount. */
export function monthRoomMb(
  sharer: SharerLine,
  shares: readonly ShareRow[],
  beneficiaryMsisdn: string,
): number {
  const others = shares.filter((share) => share.beneficiaryMsisdn !== beneficiaryMsisdn);
  const thisMonth = sum(
    others.map((share) => share.recurringShareAmountMb + share.currentMonthShareAmountMb),
  );
  return Math.max(0, sharer.allowanceMb - thisMonth);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
