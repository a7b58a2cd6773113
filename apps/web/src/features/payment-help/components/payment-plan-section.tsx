import { Anchor, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '@portal/domain';
import { TitledSection } from '../../../shared/ui/titled-section';
import { paymentHelpQueryOptions } from '../api/payment-help-queries';
import { arrangementTitle } from './arrangement-words';
import { InstalmentTable } from './instalment-table';

/**
 * My Bill History's "Your payment plan": the active plan with each instalment paid, due or
 * missed. Nothing shows when the account has no plan (the page links to the help page).
 */
export function PaymentPlanSection({ accountCode }: { accountCode: string }) {
  const help = useQuery(paymentHelpQueryOptions(accountCode));
  if (help.isPending) return <Skeleton height={80} aria-hidden />;
  if (help.isError) return null;
  const plan = help.data.arrangements.find((a) => a.kind === 'plan' && a.status === 'active');
  if (plan === undefined) return null;
  return (
    <TitledSection
      title="Your payment plan"
      description={`${arrangementTitle(plan)}, set up ${formatDate(plan.createdAt)}`}
    >
      <InstalmentTable instalments={plan.instalments} label="Payment plan instalments" />
      <Text size="sm" mt="sm">
        <Anchor component={Link} to="/account/payment-help" underline="always">
          Manage your payment plan
        </Anchor>
      </Text>
    </TitledSection>
  );
}
