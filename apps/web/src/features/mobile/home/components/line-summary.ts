import type { MobileServiceDetails } from '@portal/contracts';
import { formatDataVolume, formatNzd } from '@portal/domain';

/** "Active", "Paused" (a paused line is active but paused), or the connection status. */
export function lineStatus(line: MobileServiceDetails): string {
  return line.isPaused ? 'Paused' : line.status;
}

export function allowanceText(line: MobileServiceDetails): string {
  const { allowance } = line;
  if (line.isPrepay) return 'Prepay: see your balance';
  if (allowance === null) return 'No data allowance';
  if (allowance.unlimited) return 'Unlimited data';
  if (allowance.capBytes === null || allowance.remainingBytes === null) return 'No data allowance';
  const shared = allowance.sharedWithGroup ? ' (shared with your group)' : '';
  const carried =
    allowance.carryoverBytes > 0
      ? ` and ${formatDataVolume(allowance.carryoverBytes)} carried over`
      : '';
  return `${formatDataVolume(allowance.remainingBytes)} left of ${formatDataVolume(allowance.capBytes)}${carried}${shared}`;
}

export function spendLimitText(spendLimit: number | null): string {
  return spendLimit === null ? 'No spend limit' : `${formatNzd(spendLimit)} a month`;
}

export const BARRING_LABELS = {
  internationalCalls: 'International calls',
  premiumRateServices: 'Premium rate numbers (0900)',
  roaming: 'Roaming overseas',
} as const;

export function barringText(settings: MobileServiceDetails['barSettings']): string {
  const barred = (Object.keys(BARRING_LABELS) as (keyof typeof BARRING_LABELS)[])
    .filter((key) => settings[key])
    .map((key) => BARRING_LABELS[key]);
  return barred.length === 0 ? 'Nothing barred' : `Barred: ${barred.join(', ')}`;
}
