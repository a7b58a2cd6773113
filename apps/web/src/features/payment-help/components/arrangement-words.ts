import type { PaymentArrangement } from '@portal/contracts';
import { formatDate, formatNzd } from '@portal/domain';

const EVERY: Record<NonNullable<PaymentArrangement['frequency']>, string> = {
  weekly: 'weekly',
  fortnightly: 'fortnightly',
  monthly: 'monthly',
};

/** One line naming an arrangement: what it covers and how. */
export function arrangementTitle(arrangement: PaymentArrangement): string {
  if (arrangement.kind === 'extension') {
    return `More time on bill ${arrangement.invoiceId ?? ''}: until ${formatDate(arrangement.newDueDate ?? '')}`;
  }
  const every = arrangement.frequency === null ? '' : ` ${EVERY[arrangement.frequency]}`;
  return `Payment plan: ${formatNzd(arrangement.amount)} in ${String(arrangement.instalments.length)}${every} instalments`;
}

export const STATUS_WORDS: Record<PaymentArrangement['status'], string> = {
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
