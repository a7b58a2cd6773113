import type { AccountSelectionStore } from './account-selection-store';

export type SelectedAccountCallback = (
  accountCode: string,
  change: { isFirstSelection: boolean },
) => void;

/**
 * Spec section 4: the selected account code is watched; on a change to a new non-empty
 * value the callback runs, told whether this is the first selection (none before).
 * Returns the unsubscribe function.
 */
export function watchSelectedAccount(
  store: AccountSelectionStore,
  callback: SelectedAccountCallback,
): () => void {
  return store.subscribe((next, previous) => {
    if (next.accountCode === null || next.accountCode === previous.accountCode) return;
    callback(next.accountCode, { isFirstSelection: previous.accountCode === null });
  });
}
