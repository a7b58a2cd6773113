import { topUpAmountSchema } from '@portal/contracts';
import { AppError } from '../../platform/app-error';

/** An amount within the top-up limits ($5.00 to $500.00), for callers without a body schema. */
export function checkTopUpCents(amountCents: number): number {
  const checked = topUpAmountSchema.safeParse(amountCents);
  if (!checked.success) {
    throw AppError.badRequest(
      checked.error.issues[0]?.message ?? 'That amount cannot be topped up.',
      'top_up_amount_invalid',
    );
  }
  return checked.data;
}
