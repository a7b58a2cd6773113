import type {
  DataShareBeneficiary,
  DataShareRequest,
  ShareAmountKind,
  ShareMode,
  ShareQuota,
} from '@portal/contracts';
import { shareAmountToSend } from '@portal/domain';

export interface ShareChoice {
  shareType: 'OpenSharing' | 'AllocationSharing';
  mode: ShareMode;
  kind: ShareAmountKind;
  /** What was typed for ShareDifferentAmount, in MB. */
  amountMb: number;
}

/** The MB the choice gives: all that is available of that kind, or what was typed (rounded down). */
export function chosenAmountMb(choice: ShareChoice, quota: ShareQuota): number {
  if (choice.mode === 'ShareAllAmount') {
    return choice.kind === 'Recurring' ? quota.recurring.availableMb : quota.oneOff.availableMb;
  }
  return shareAmountToSend(choice.amountMb) ?? 0;
}

/**
 * The POST body: the chosen kind gets the chosen amount, the other kind keeps what the
 * beneficiary has now (the call replaces the whole share). Amounts are rounded down to
 * whole MB and left out when zero (spec section 5); open sharing carries none.
 */
export function buildShareRequest(
  msisdn: string,
  choice: ShareChoice,
  quota: ShareQuota,
  current: DataShareBeneficiary | undefined,
): DataShareRequest {
  if (choice.shareType === 'OpenSharing') {
    return { beneficiaryServiceEntity: msisdn, shareType: 'OpenSharing' };
  }
  const chosen = chosenAmountMb(choice, quota);
  const keptRecurring =
    current?.shareType === 'AllocationSharing' ? current.recurringShareAmountMB : 0;
  const keptOneOff =
    current?.shareType === 'AllocationSharing' ? current.currentMonthShareAmountMB : 0;
  const recurring = shareAmountToSend(choice.kind === 'Recurring' ? chosen : keptRecurring);
  const oneOff = shareAmountToSend(choice.kind === 'OneOff' ? chosen : keptOneOff);
  return {
    beneficiaryServiceEntity: msisdn,
    shareType: 'AllocationSharing',
    ...(recurring === undefined ? {} : { recurringShareAmountMb: recurring }),
    ...(oneOff === undefined ? {} : { currentMonthShareAmountMb: oneOff }),
  };
}
