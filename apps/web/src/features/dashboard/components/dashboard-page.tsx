import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { summariseProducts } from '@portal/domain';
import { MOVE_HOUSE_ORDER_TYPE } from '@portal/contracts';
import { PendingOrders } from '../../../shared/orders';
import { PageHeader } from '../../../shared/page/page-header';
import { useAccountSelection, useIsStaff } from '../../../shared/session';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';
import { useDashboardData } from '../api/use-dashboard-data';
import { AccountDetailsCard } from './account-details-card';
import { BalanceCard } from './balance-card';
import { BillForecastCard } from './bill-forecast-card';
import { MobileAlerts } from './mobile-alerts';
import { MoreCard } from './more-card';
import { OffersCard } from './offers-card';
import { OverdueAlert } from './overdue-alert';
import { ProductsCard } from './products-card';
import { LoadingStack } from '../../../shared/ui/loading-stack';

const MOVE_HOUSE_ORDERS = [MOVE_HOUSE_ORDER_TYPE];

/** 'My Dashboard': the selected account at a glance (spec sections 2, 3, 4 and 6). */
export function DashboardPage() {
  const { accountCode } = useAccountSelection();
  return (
    <>
      <PageHeader routeKey="dashboard" />
      {accountCode === null ? (
        <NoAccountSelected />
      ) : (
        // Keyed by account, so nothing of the previous account lingers while the next loads.
        <AccountDashboard key={accountCode} accountCode={accountCode} />
      )}
    </>
  );
}

function NoAccountSelected() {
  const isStaff = useIsStaff();
  return (
    <Text>
      No account is selected.{' '}
      {isStaff && (
        <Anchor component={Link} to="/management">
          Find an account to open
        </Anchor>
      )}
    </Text>
  );
}

function AccountDashboard({ accountCode }: { accountCode: string }) {
  const data = useDashboardData(accountCode);
  const { account, view } = data;

  if (account.isPending) {
    return (
      <LoadingStack gap="md" label="Loading your account">
        <Skeleton height={28} width="40%" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton height={220} />
          <Skeleton height={220} />
        </SimpleGrid>
        <Skeleton height={140} />
      </LoadingStack>
    );
  }
  if (account.isError || view === null) {
    return (
      <Alert color="red" title="Oops, something went wrong" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            We couldn’t load account {accountCode}. Try reloading the page or come back later.
          </Text>
          <Button
            variant="white"
            color="red"
            onClick={() => {
              void account.refetch();
            }}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const products = data.products.isSuccess ? data.products.data : null;
  const hasPower = summariseProducts(products?.coreProducts ?? []).hasPower;
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={2} size="h3">
          {account.data.accountName}{' '}
          <Text span c="dimmed" fw={400} inherit>
            {account.data.accountCode}
          </Text>
        </Title>
        {view.cancelled && (
          <Badge variant="dot" color="gray" tt="none">
            Cancelled
          </Badge>
        )}
        {view.gstExclusive && (
          <Badge variant="dot" color="indigo" tt="none">
            Business
          </Badge>
        )}
      </Group>
      {!view.canChange && (
        <ViewOnlyNotice unavailable="pay, order services, change plans or book a move" />
      )}
      {!view.prepay && <OverdueAlert billingSummary={data.billingSummary} />}
      <MobileAlerts alerts={data.mobileAlerts} />
      {/* A booked move stays in view until its date. */}
      <PendingOrders
        accountCode={account.data.accountCode}
        orderTypes={MOVE_HOUSE_ORDERS}
        title="Your move is booked"
      />
      <Anchor component={Link} to="/account/orders" fw={600}>
        Where your orders are
      </Anchor>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AccountDetailsCard
          account={account.data}
          view={view}
          internetServices={data.internetServices}
          now={new Date()}
        />
        {!view.prepay && <BalanceCard view={view} billingSummary={data.billingSummary} />}
        {!view.prepay && !view.cancelled && <BillForecastCard accountCode={accountCode} />}
        <ProductsCard view={view} data={data} />
        <MoreCard view={view} hasPower={hasPower} />
        <OffersCard view={view} data={data} />
      </SimpleGrid>
    </Stack>
  );
}
