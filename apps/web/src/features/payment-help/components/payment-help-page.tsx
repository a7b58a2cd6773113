import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatNzd } from '@portal/domain';
import type { PaymentHelp } from '@portal/contracts';
import { useCanChangeAccount } from '../../../shared/accounts';
import { PageHeader } from '../../../shared/page/page-header';
import { useSelectedAccountCode } from '../../../shared/session';
import { Fact } from '../../../shared/ui/fact';
import { InvoiceStatusBadge } from '../../../shared/ui/invoice-status-badge';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { TitledSection } from '../../../shared/ui/titled-section';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';
import { paymentHelpQueryOptions } from '../api/payment-help-queries';
import { ArrangementList } from './arrangement-list';
import { MoreTimeForm } from './more-time-form';
import { PaymentPlanForm } from './payment-plan-form';
import { SmoothPayOption } from './smooth-pay-option';
import { SupportAgencies } from './support-agencies';

/**
 * /account/payment-help, "Having trouble paying?" (issue 30, decision 061): what is owed and
 * overdue, more time on a bill, a payment plan, smooth pay, and free help.
 */
export function PaymentHelpPage() {
  const accountCode = useSelectedAccountCode();
  return (
    <>
      <PageHeader routeKey="payment-help" />
      <Stack gap="lg">
        {accountCode !== null && <PaymentHelpSections accountCode={accountCode} />}
        {accountCode !== null && <SmoothPayOption />}
        <SupportAgencies />
      </Stack>
    </>
  );
}

function PaymentHelpSections({ accountCode }: { accountCode: string }) {
  const help = useQuery(paymentHelpQueryOptions(accountCode));
  const canChange = useCanChangeAccount(accountCode);
  if (help.isPending) return <Skeleton height={160} aria-label="Loading what you owe" />;
  if (help.isError) {
    return (
      <LoadFailed
        what="what you owe"
        onRetry={() => {
          void help.refetch();
        }}
      />
    );
  }
  const data = help.data;
  const activePlan = data.arrangements.find((a) => a.kind === 'plan' && a.status === 'active');
  return (
    <>
      <Owed help={data} />
      {!canChange && <ViewOnlyNotice unavailable="ask for more time or set up a payment plan" />}
      {canChange && data.unpaid > 0 && activePlan === undefined && (
        <MoreTimeForm accountCode={accountCode} help={data} />
      )}
      {canChange && (data.unpaid > 0 || activePlan !== undefined) && (
        <PaymentPlanForm accountCode={accountCode} help={data} activePlan={activePlan} />
      )}
      {data.arrangements.some((a) => a !== activePlan) && (
        <ArrangementList arrangements={data.arrangements.filter((a) => a !== activePlan)} />
      )}
    </>
  );
}

function Owed({ help }: { help: PaymentHelp }) {
  return (
    <TitledSection title="What you owe">
      {help.unpaid === 0 ? (
        <Text size="sm">
          Every bill is paid. If paying your next bill will be hard, come back when it arrives, or
          call one of the free services below.
        </Text>
      ) : (
        <Stack gap="sm">
          <Stack component="dl" gap="xs" m={0}>
            <Fact label="Unpaid">{formatNzd(help.unpaid)}</Fact>
            <Fact label="Overdue">{formatNzd(help.overdue)}</Fact>
          </Stack>
          <Stack
            component="ul"
            gap={4}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Unpaid bills"
          >
            {help.unpaidBills.map((bill) => (
              <Text component="li" size="sm" key={bill.invoiceId}>
                Bill of {formatDate(bill.billDate)}: {formatNzd(bill.outstanding)} left to pay, due{' '}
                {formatDate(bill.dueDate)}
                {bill.extendedTo !== null && `, extended to ${formatDate(bill.extendedTo)}`}{' '}
                <InvoiceStatusBadge status={bill.status} />
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </TitledSection>
  );
}
