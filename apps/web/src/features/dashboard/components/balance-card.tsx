import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate, formatNzd } from '@portal/domain';
import type { BillingSummary } from '@portal/contracts';
import { InvoiceStatusBadge } from '../../../shared/ui/invoice-status-badge';
import type { AccountView, DashboardData } from '../api/use-dashboard-data';
import { FactList } from './fact-list';

/**
 * An amount to pay, which is always incl. GST. A business account reads prices excl. GST
 * (ux.md), so it is told which this is, and a bill also shows its figure excl. GST.
 */
function Amount(props: { cents: number; excludingGst?: number; view: AccountView }) {
  if (!props.view.gstExclusive) return <>{formatNzd(props.cents)}</>;
  return (
    <>
      {formatNzd(props.cents)}{' '}
      <Text span size="sm" c="dimmed">
        incl. GST
        {props.excludingGst !== undefined && ` (${formatNzd(props.excludingGst)} excl. GST)`}
      </Text>
    </>
  );
}

function balanceValue(summary: BillingSummary, view: AccountView) {
  if (summary.balance < 0) {
    return (
      <>
        <Amount cents={-summary.balance} view={view} /> in credit
      </>
    );
  }
  return <Amount cents={summary.balance} view={view} />;
}

/**
 * What the account owes and its last bill, with 'Pay now' where payment is available and
 * something is owing (spec section 6: a farm-source account sees statements only; ux.md:
 * offer only what this person can do, so a view-only user gets no payment action).
 */
export function BalanceCard(props: {
  view: AccountView;
  billingSummary: DashboardData['billingSummary'];
}) {
  const { view, billingSummary } = props;
  // Loading: undefined (a skeleton); failed: null (nothing, and no message, per spec section 4).
  const summary = billingSummary.isPending
    ? undefined
    : billingSummary.isError
      ? null
      : billingSummary.data;
  const lastBill = summary?.lastBill;
  const owing = summary == null || summary.balance > 0;
  // A view-only user pays nothing; a closed account is paid only while it still owes something.
  const payable = view.features.payment && view.canChange && !(view.cancelled && !owing);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="balance-heading">
      <Title order={2} size="h4" mb="md" id="balance-heading">
        {view.features.statementsOnly ? 'Your statements' : 'Balance and bills'}
      </Title>
      <Stack gap="md">
        {view.features.statementsOnly && (
          <Text size="sm">
            This account gets statements only. Payments aren’t made through the portal.
          </Text>
        )}
        <FactList
          facts={[
            {
              label: 'Balance',
              value: summary === undefined ? undefined : summary && balanceValue(summary, view),
            },
            {
              label: 'Last bill',
              value:
                lastBill === undefined
                  ? undefined
                  : lastBill && (
                      <Group gap="xs" component="span">
                        <span>
                          <Amount
                            cents={lastBill.amountIncludingGst}
                            excludingGst={lastBill.amountExcludingGst}
                            view={view}
                          />{' '}
                          on {formatDate(lastBill.billDate)}
                        </span>
                        <InvoiceStatusBadge status={lastBill.status} dueDate={lastBill.dueDate} />
                      </Group>
                    ),
            },
          ]}
        />
        {summary !== undefined && summary !== null && summary.lastBill === null && (
          <Text size="sm" c="dimmed">
            No bills yet. Your first bill will show here once it’s issued.
          </Text>
        )}
        {summary != null && summary.balance <= 0 && !view.features.statementsOnly && (
          <Text size="sm">Nothing is owing on this account right now.</Text>
        )}
        <Group gap="sm">
          {/* Pay now leads only while something is owing; in credit it is a quiet link. */}
          {payable && owing && (
            <Button component={Link} to="/account/payment">
              Pay now
            </Button>
          )}
          {payable && !owing && (
            <Anchor component={Link} to="/account/payment" fw={600}>
              Make a payment
            </Anchor>
          )}
          <Anchor component={Link} to="/account/bill-history" fw={600}>
            {view.features.statementsOnly ? 'View statements' : 'View bill history'}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
