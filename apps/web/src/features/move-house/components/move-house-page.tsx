import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MOVE_HOUSE_MESSAGES, MOVE_HOUSE_ORDER_TYPE, movableServices } from '@portal/contracts';
import { isFarmSourceAccount } from '@portal/domain';
import { accountProductsQueryOptions, accountQueryOptions } from '../../../shared/accounts';
import { accountOrdersQueryOptions, PendingOrders } from '../../../shared/orders';
import { PageHeader } from '../../../shared/page/page-header';
import { useAccountSelection, useIsStaff } from '../../../shared/session';
import { Notice } from '../../../shared/ui/notice';
import { StatementsOnlyNotice } from '../../../shared/ui/statements-only-notice';
import { MoveHouseForm } from './move-house-form';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

const MOVE_ORDERS = [MOVE_HOUSE_ORDER_TYPE];

/** /move-house: take power and broadband to a new address (spec sections 1 and 6). */
export function MoveHousePage() {
  const { accountCode } = useAccountSelection();
  return (
    <>
      <PageHeader routeKey="move-house" />
      {accountCode === null ? (
        <Text>No account is selected.</Text>
      ) : (
        <MoveHouse key={accountCode} accountCode={accountCode} />
      )}
    </>
  );
}

function MoveHouse({ accountCode }: { accountCode: string }) {
  const isStaff = useIsStaff();
  const account = useQuery(accountQueryOptions(accountCode));
  const products = useQuery(accountProductsQueryOptions(accountCode));
  const orders = useQuery(accountOrdersQueryOptions(accountCode));
  if (account.isPending || products.isPending || orders.isPending) {
    return <LoadingSkeleton height={320} label="Loading your services" />;
  }
  if (account.isError || products.isError) {
    return (
      <Notice color="red" title="Oops, something went wrong" role="alert">
        Try reloading the page or come back later.
      </Notice>
    );
  }
  if (isFarmSourceAccount(account.data)) {
    return <StatementsOnlyNotice feature="House moves" account={account.data} />;
  }
  const movable = movableServices(products.data.coreProducts);
  if (movable.length === 0) {
    return (
      <Notice color="blue" title="Moving house isn't available for this account" role="status">
        <Stack gap="xs">
          <Text size="sm">{MOVE_HOUSE_MESSAGES.notOffered}</Text>
          <Text size="sm">
            If you are moving, call us and we will help you take your services with you.{' '}
            <Anchor component={Link} to="/" underline="always">
              Back to your dashboard
            </Anchor>
          </Text>
        </Stack>
      </Notice>
    );
  }
  const viewOnly = !isStaff && !account.data.roles.includes('AccountOwner');
  const booked = (orders.data ?? []).some(
    (order) => order.orderType === MOVE_HOUSE_ORDER_TYPE && order.status === 'Pending',
  );
  if (booked) {
    return (
      <Stack gap="md">
        <PendingOrders
          accountCode={accountCode}
          orderTypes={MOVE_ORDERS}
          title="Your move is booked"
        />
        {viewOnly ? (
          <ViewOnlyNotice unavailable="book, change or cancel a move" />
        ) : (
          <Text size="sm">
            To change a booked move, cancel it and book again; on the moving day itself, please call
            us.{' '}
            <Anchor component={Link} to="/" underline="always">
              Back to your dashboard
            </Anchor>
          </Text>
        )}
      </Stack>
    );
  }
  if (viewOnly) return <ViewOnlyNotice unavailable="book a move" />;
  return <MoveHouseForm accountCode={accountCode} movable={movable} />;
}
