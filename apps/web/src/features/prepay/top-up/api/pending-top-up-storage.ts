import { pendingTopUpTransactionSchema } from '@portal/contracts';
import type { PendingTopUpTransaction } from '@portal/contracts';

/**
 * The top-up sent to the gateway's page, kept in local storage (spec section 3) so the
 * page the gateway returns to, a full page load later, knows what it was.
 */
export const PENDING_TOP_UP_STORAGE_KEY = 'portal.prepay.pendingTopUp';

export function savePendingTopUp(pending: PendingTopUpTransaction): void {
  localStorage.setItem(PENDING_TOP_UP_STORAGE_KEY, JSON.stringify(pending));
}

/** The stored top-up, or null when there is none or it is not one (parsed again on reading). */
export function readPendingTopUp(): PendingTopUpTransaction | null {
  const text = localStorage.getItem(PENDING_TOP_UP_STORAGE_KEY);
  if (text === null) return null;
  try {
    const parsed = pendingTopUpTransactionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingTopUp(): void {
  localStorage.removeItem(PENDING_TOP_UP_STORAGE_KEY);
}
