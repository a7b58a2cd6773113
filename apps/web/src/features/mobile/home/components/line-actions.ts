import type { MobileServiceDetails } from '@portal/contracts';

/** The mobile pages a number's actions lead to; each opens on that number. */
export type LineActionPath =
  | '/mobile/usage'
  | '/mobile/usage-shared'
  | '/mobile/prepay-spend-history'
  | '/mobile/prepay-top-up'
  | '/mobile/change-plan'
  | '/mobile/sharing/sharing-beneficiaries'
  | '/mobile/pause-connection';

export interface LineAction {
  label: string;
  to: LineActionPath;
}

export interface LineActionAudience {
  /** The account owner or staff; a view-only user gets only what shows the line. */
  canChange: boolean;
  /** The line's place in the account's group plan, or null when it stands alone. */
  groupRole: 'Leader' | 'Member' | null;
}

/**
 * What can be done with one number, as links. Anyone who sees the account sees its usage
 * (and the group's, for a line in the group) and a prepay line's spend history. The owner
 * also tops up a prepay line, changes a postpay line's plan, shares data from a line that
 * has its own (a member line shares its leader's), and pauses or resumes it; a cancelled
 * line takes no change.
 */
export function lineActions(
  line: MobileServiceDetails,
  audience: LineActionAudience,
): LineAction[] {
  const actions: LineAction[] = [{ label: 'Usage', to: '/mobile/usage' }];
  if (audience.groupRole !== null) {
    actions.push({ label: 'Shared usage', to: '/mobile/usage-shared' });
  }
  if (line.isPrepay) actions.push({ label: 'Spend history', to: '/mobile/prepay-spend-history' });
  if (!audience.canChange || line.status === 'Cancelled') return actions;
  if (line.isPrepay) {
    actions.push({ label: 'Top up', to: '/mobile/prepay-top-up' });
  } else {
    actions.push({ label: 'Change plan', to: '/mobile/change-plan' });
    if (audience.groupRole !== 'Member') {
      actions.push({ label: 'Share data', to: '/mobile/sharing/sharing-beneficiaries' });
    }
  }
  actions.push({ label: line.isPaused ? 'Resume' : 'Pause', to: '/mobile/pause-connection' });
  return actions;
}
