import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useCanChangeAccount } from '../../../shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { POWER_ORDER_TYPES } from '@portal/contracts';
import { accountOrdersQueryOptions, PendingOrders } from '../../../shared/orders';
import { TitledSection } from '../../../shared/ui/titled-section';
import { PowerAccountPage } from './selected-power-account';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

/** Whether a sign-up is waiting for its start date (then the form is not offered again). */
export function useSignUpInProgress(accountCode: string) {
  const orders = useQuery(accountOrdersQueryOptions(accountCode));
  return {
    isPending: orders.isPending,
    inProgress: (orders.data ?? []).some(
      (order) => order.orderType === POWER_ORDER_TYPES.signUp && order.status === 'Pending',
    ),
  };
}

export const SIGN_UP_IN_PROGRESS_TITLE = 'Power sign-up in progress';

/** /add-power: what signing up takes, or the sign-up already in progress. */
export function AddPowerPage() {
  return <PowerAccountPage routeKey="add-power" Body={AddPowerIntro} />;
}

function AddPowerIntro({ accountCode }: { accountCode: string }) {
  const { isPending, inProgress } = useSignUpInProgress(accountCode);
  const canChange = useCanChangeAccount(accountCode);
  if (isPending) return <LoadingSkeleton height={160} label="Loading" />;
  return (
    <Stack gap="lg">
      <PendingOrders
        accountCode={accountCode}
        orderTypes={[POWER_ORDER_TYPES.signUp]}
        title={SIGN_UP_IN_PROGRESS_TITLE}
      />
      {!inProgress && (
        <TitledSection title="Power with your broadband">
          <Stack gap="sm">
            <Text size="sm">Add power to this account in a few steps. You will need:</Text>
            <List size="sm" spacing={4}>
              <List.Item>the address you want power at;</List.Item>
              <List.Item>
                its ICP number, if we cannot find it for you (it is on a power bill from your
                current retailer);
              </List.Item>
              <List.Item>the day you want us to start, within the next 90 days.</List.Item>
            </List>
            {canChange ? (
              <Group>
                <Button component={Link} to="/add-power/details">
                  Start sign-up
                </Button>
              </Group>
            ) : (
              <ViewOnlyNotice unavailable="sign up for power" />
            )}
          </Stack>
        </TitledSection>
      )}
    </Stack>
  );
}
