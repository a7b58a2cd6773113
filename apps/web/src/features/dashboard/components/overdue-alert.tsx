import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNzd } from '@portal/domain';
import { Notice } from '../../../shared/ui/notice';
import type { DashboardData } from '../api/use-dashboard-data';

/**
 * When a bill of the account is past its due date (or the date it was given instead): the
 * amount overdue and where to get help (issue 30, decision 061). Nothing otherwise.
 */
export function OverdueAlert({
  billingSummary,
}: {
  billingSummary: DashboardData['billingSummary'];
}) {
  const overdue = billingSummary.data?.overdue ?? 0;
  if (overdue <= 0) return null;
  return (
    <Notice color="orange" title={`${formatNzd(overdue)} is overdue`} role="status">
      <Text size="sm">
        Please pay it as soon as you can. If that is hard right now, we can help:{' '}
        <Anchor component={Link} to="/account/payment-help" fw={600} underline="always">
          Having trouble paying?
        </Anchor>
      </Text>
    </Notice>
  );
}
