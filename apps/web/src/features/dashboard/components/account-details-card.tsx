import { Badge, Card, Group, Title } from '@mantine/core';
import { billDateLabel, deriveAccountStatus, formatDate } from '@portal/domain';
import type { Account } from '@portal/contracts';
import { toAccountSummary } from '../api/account-summary';
import type { AccountView, DashboardData } from '../api/use-dashboard-data';
import { FactList } from './fact-list';

// Dot badges keep the text dark for contrast; the colour only repeats what the word says.
const STATUS_COLOURS = { Active: 'green', Inactive: 'gray', Blocked: 'red', Cancelled: 'gray' };

/** Owner, billing address, bill cycle, next bill date and the status from internet services. */
export function AccountDetailsCard(props: {
  account: Account;
  view: AccountView;
  internetServices: DashboardData['internetServices'];
  now: Date;
}) {
  const { account, view, internetServices, now } = props;
  const summary = toAccountSummary(account);
  const { nextBillDate } = account.billCycle;
  // Spec section 4: a failed load is empty data with no message, so no status is claimed.
  const status = internetServices.isPending
    ? undefined
    : internetServices.isError
      ? null
      : deriveAccountStatus(internetServices.data);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-details-heading">
      <Title order={2} size="h4" mb="md" id="account-details-heading">
        Account details
      </Title>
      <FactList
        facts={[
          { label: 'Account owner', value: summary.contactName },
          { label: 'Billing address', value: summary.address },
          {
            label: 'Bill cycle',
            value: view.prepay ? (
              'Prepay'
            ) : (
              <Group gap="xs" component="span">
                {account.billCycle.displayName}
                {view.flexi && (
                  <Badge variant="dot" color="grape" tt="none">
                    Billed {account.billCycle.billFrequency.toLowerCase()}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            label: 'Next bill',
            value: view.prepay || nextBillDate === null ? null : billDateLabel(nextBillDate, now),
          },
          {
            label: 'Account closed',
            value: summary.dateCancelled === null ? null : formatDate(summary.dateCancelled),
          },
          {
            label: 'Status',
            value:
              status === undefined || status === null ? (
                status
              ) : (
                <Badge variant="dot" color={STATUS_COLOURS[status]} tt="none" size="md">
                  {status}
                </Badge>
              ),
          },
        ]}
      />
    </Card>
  );
}
