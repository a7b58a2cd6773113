import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { POWER_ORDER_TYPES, type PowerOrderResult } from '@portal/contracts';
import { accountQueryOptions, useCanChangeAccount } from '../../../shared/accounts';
import { PendingOrders } from '../../../shared/orders';
import { powerPlansQueryOptions } from '../api/power-queries';
import { SIGN_UP_IN_PROGRESS_TITLE, useSignUpInProgress } from './add-power-page';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { addressOf } from './sign-up-model';
import { SignUpForm } from './sign-up-form';
import { SignUpResult } from './sign-up-review';
import { PowerAccountPage } from './selected-power-account';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

/** /add-power/details: address, ICP, plan and start date, then an AddPower order. */
export function AddPowerDetailsPage() {
  return <PowerAccountPage routeKey="add-power-details" Body={SignUpLoader} />;
}

function SignUpLoader({ accountCode }: { accountCode: string }) {
  const plans = useQuery(powerPlansQueryOptions(accountCode));
  const account = useQuery(accountQueryOptions(accountCode));
  const progress = useSignUpInProgress(accountCode);
  const canChange = useCanChangeAccount(accountCode);
  const [placed, setPlaced] = useState<PowerOrderResult | null>(null);
  if (plans.isPending || progress.isPending) {
    return <LoadingSkeleton height={240} label="Loading power plans" />;
  }
  if (plans.isError) {
    return <LoadFailed what="the power plans" onRetry={() => void plans.refetch()} />;
  }
  const pendingList = (
    <PendingOrders
      accountCode={accountCode}
      orderTypes={[POWER_ORDER_TYPES.signUp]}
      title={SIGN_UP_IN_PROGRESS_TITLE}
    />
  );
  if (placed !== null) {
    return (
      <Stack gap="lg">
        <SignUpResult placed={placed} today={plans.data.today} />
        {pendingList}
      </Stack>
    );
  }
  if (progress.inProgress) return pendingList;
  if (!canChange) return <ViewOnlyNotice unavailable="sign up for power" />;
  return (
    <SignUpForm
      accountCode={accountCode}
      choices={plans.data}
      defaultAddress={account.data === undefined ? '' : addressOf(account.data.billingAddress)}
      onPlaced={setPlaced}
    />
  );
}
