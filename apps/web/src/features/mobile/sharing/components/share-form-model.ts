import type { DataShareBeneficiary, ShareAmountKind, ShareQuota } from '@portal/contracts';
import { z } from 'zod';
import { chosenAmountMb, type ShareChoice } from '../api/share-request';
import { formatShareAmount } from './sharing-format';

/** What the share form holds: the choice, and the amount field as typed. */
export interface ShareFormValues extends ShareChoice {
  amountText: string | number;
}

/** Open sharing stays chosen where the number has it and the line allows it; otherwise an allocation. */
export function initialShareValues(
  quota: ShareQuota,
  current: DataShareBeneficiary | undefined,
): ShareFormValues {
  return {
    shareType:
      current?.shareType === 'OpenSharing' && quota.open.allowed
        ? 'OpenSharing'
        : 'AllocationSharing',
    mode: 'ShareDifferentAmount',
    kind: 'Recurring',
    amountMb: 0,
    amountText: '',
  };
}

const mbFormat = new Intl.NumberFormat('en-NZ');

/** "1,024 MB". */
export function formatMb(mb: number): string {
  return `${mbFormat.format(mb)} MB`;
}

/** The MB this line can give of that kind. */
export function availableMb(kind: ShareAmountKind, quota: ShareQuota): number {
  return kind === 'Recurring' ? quota.recurring.availableMb : quota.oneOff.availableMb;
}

/** What is wrong with an allocation's amount: none to share, none typed, or more than there is. */
export function allocationError(choice: ShareChoice, quota: ShareQuota): string | undefined {
  if (choice.shareType !== 'AllocationSharing') return undefined;
  const amount = chosenAmountMb(choice, quota);
  if (amount === 0) {
    return choice.mode === 'ShareAllAmount'
      ? 'There is no data left to share this way.'
      : 'Enter an amount of at least 1 MB.';
  }
  const available = availableMb(choice.kind, quota);
  return amount > available ? `You can share up to ${formatMb(available)}.` : undefined;
}

/**
 * The form's rule (decision 039), for this line's quota: an allocation gives at least 1 MB
 * and no more than is available of its kind. The message belongs to the amount, shown under
 * the field or, when all is shared, below the choice.
 */
export function shareFormSchema(quota: ShareQuota): z.ZodType<unknown, ShareFormValues> {
  return z.custom<ShareFormValues>().superRefine((values, context) => {
    const message = allocationError(values, quota);
    if (message !== undefined) context.addIssue({ code: 'custom', path: ['amountMb'], message });
  });
}

/**
 * The MB available, and where it comes from: the quota for this number counts back what it
 * has now, so it is more than the page before shows as free.
 */
export function availableWords(
  choice: ShareChoice,
  quota: ShareQuota,
  current: DataShareBeneficiary | undefined,
  number: string,
): string {
  const available = availableMb(choice.kind, quota);
  const heldNow =
    choice.kind === 'Recurring'
      ? (current?.recurringShareAmountMB ?? 0)
      : (current?.currentMonthShareAmountMB ?? 0);
  return heldNow > 0 && heldNow <= available
    ? `${formatShareAmount(available)}: ${formatShareAmount(available - heldNow)} free and the ${formatShareAmount(heldNow)} ${number} has now`
    : formatShareAmount(available);
}

/** The confirm dialog's sentence: what the number will get. */
export function shareSummary(choice: ShareChoice, quota: ShareQuota, number: string): string {
  return choice.shareType === 'OpenSharing'
    ? `${number} will use your data as they need it.`
    : `${number} will get ${formatMb(chosenAmountMb(choice, quota))} ${choice.kind === 'Recurring' ? 'every month' : 'this month only'}.`;
}
