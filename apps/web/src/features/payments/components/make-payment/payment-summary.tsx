import { Stack, Text } from '@mantine/core';
import { formatNzd } from '@portal/domain';
import { Notice } from '../../../../shared/ui/notice';
import { LoadingSkeleton } from '../../../../shared/ui/loading-skeleton';
import { formatPercentage, type PaymentPlan } from './payment-plan';

/** The surcharge and total of the payment as chosen, or why card payments can't be made. */
export function PaymentSummary({
  plan,
  surchargePercentage,
  loading,
  surchargeMissing,
}: {
  plan: PaymentPlan | null;
  /** The card surcharge rule, shown before an amount is typed; undefined when not by card. */
  surchargePercentage: number | undefined;
  loading: boolean;
  surchargeMissing: boolean;
}) {
  if (surchargeMissing) {
    return (
      <Notice color="yellow" role="alert">
        We couldn't load the card surcharge, so card payments can't be made right now. You can still
        pay by online banking.
      </Notice>
    );
  }
  if (loading) return <LoadingSkeleton height={48} label="Loading the card surcharge" />;
  if (plan === null) {
    if (surchargePercentage === undefined || surchargePercentage <= 0) return null;
    return (
      <Text size="sm" aria-live="polite">
        Card payments have a {formatPercentage(surchargePercentage)} surcharge, added to the amount
        you pay. Online banking has none.
      </Text>
    );
  }
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm">{plan.surchargeLine ?? 'No surcharge applies to this payment.'}</Text>
      <Text fw={700}>Total: {formatNzd(plan.total)}</Text>
    </Stack>
  );
}
