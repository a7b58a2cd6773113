import { Button, Radio, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { POWER_ORDER_TYPES, type PowerOrderResult, type PowerPlans } from '@portal/contracts';
import {
  checkPowerStartDate,
  formatDate,
  ICP_NUMBER_MESSAGE,
  isValidIcpNumber,
  normaliseIcpNumber,
} from '@portal/domain';
import { accountQueryOptions, useCanChangeAccount } from '../../../shared/accounts';
import { failureMessage, useIdempotencyKey } from '../../../shared/api';
import { PendingOrders } from '../../../shared/orders';
import {
  icpLookupQueryOptions,
  powerPlansQueryOptions,
  signUpMutationOptions,
} from '../api/power-queries';
import { rateText } from '../power-format';
import { SIGN_UP_IN_PROGRESS_TITLE, useSignUpInProgress } from './add-power-page';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PowerSection } from './power-section';
import { SignUpResult, SignUpReview } from './sign-up-review';
import { PowerAccountPage } from './selected-power-account';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { NzDateInput } from '../../../shared/ui/nz-date-input';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

const MANUAL = 'manual';

/** The account's address as one line, to start the search from. */
function addressOf(address: {
  address1: string;
  address2: string | null;
  locationName: string | null;
}) {
  return [address.address1, address.address2, address.locationName]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(', ');
}

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

interface SignUpErrors {
  address?: string;
  icp?: string;
  plan?: string;
  date?: string;
}

function SignUpForm(props: {
  accountCode: string;
  choices: PowerPlans;
  defaultAddress: string;
  onPlaced: (order: PowerOrderResult) => void;
}) {
  const { accountCode, choices } = props;
  const queryClient = useQueryClient();
  const order = useMutation(signUpMutationOptions(queryClient, accountCode));
  const keys = useIdempotencyKey();
  const [address, setAddress] = useState(props.defaultAddress);
  const [searched] = useDebouncedValue(address.trim(), 400);
  const lookup = useQuery(icpLookupQueryOptions(accountCode, searched));
  const [icpChoice, setIcpChoice] = useState('');
  const [manualIcp, setManualIcp] = useState('');
  const [planKey, setPlanKey] = useState('');
  const [startDate, setStartDate] = useState('');
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [reviewing, setReviewing] = useState(false);
  const found = lookup.data ?? [];
  const icpNumber = icpChoice === MANUAL || icpChoice === '' ? manualIcp : icpChoice;

  const validate = (): SignUpErrors => {
    const next: SignUpErrors = {};
    if (address.trim().length < 3) next.address = 'Please enter the address you want power at.';
    if (icpChoice === '' && found.length > 0) next.icp = 'Please choose your ICP or enter it.';
    else if (!isValidIcpNumber(icpNumber)) next.icp = ICP_NUMBER_MESSAGE;
    if (planKey === '') next.plan = 'Please choose a plan.';
    const date = checkPowerStartDate(startDate, choices.today);
    if (!date.ok) next.date = date.message;
    return next;
  };

  const request = {
    address: address.trim(),
    icpNumber: normaliseIcpNumber(icpNumber),
    planKey,
    startDate,
  };
  const plan = choices.plans.find((candidate) => candidate.planKey === planKey);

  const review = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    order.reset();
    setReviewing(true);
  };

  const confirm = () => {
    order.mutate(
      { request, key: keys.keyFor(request) },
      {
        onSuccess: (result) => {
          props.onPlaced(result);
        },
        onSettled: (_result, error) => {
          keys.settle(error);
        },
      },
    );
  };

  return (
    <form onSubmit={review} noValidate>
      <Stack gap="lg">
        <PowerSection title="Where you want power">
          <Stack gap="md" maw={560}>
            <TextInput
              label="Address"
              description="Street number and name, suburb and town"
              autoComplete="street-address"
              required
              value={address}
              onChange={(event) => {
                setAddress(event.currentTarget.value);
                setIcpChoice('');
                setErrors((e) => ({ ...e, address: undefined }));
              }}
              error={errors.address}
            />
            <Radio.Group
              label="ICP (installation control point)"
              description={
                lookup.isFetching
                  ? 'Looking up ICPs at this address…'
                  : found.length === 0
                    ? 'We could not find an ICP at this address; please enter it below.'
                    : 'We found these ICPs at the address.'
              }
              value={icpChoice}
              onChange={(value) => {
                setIcpChoice(value);
                setErrors((e) => ({ ...e, icp: undefined }));
              }}
              error={icpChoice === MANUAL || found.length === 0 ? undefined : errors.icp}
            >
              <Stack gap={6} mt="xs">
                {found.map((candidate) => (
                  <Radio
                    key={candidate.icpNumber}
                    value={candidate.icpNumber}
                    label={`${candidate.icpNumber}, ${candidate.address}`}
                    description={`Network: ${candidate.networkCompany}`}
                  />
                ))}
                {found.length > 0 && <Radio value={MANUAL} label="Enter my ICP number" />}
              </Stack>
            </Radio.Group>
            {(found.length === 0 || icpChoice === MANUAL) && (
              <TextInput
                label="ICP number"
                description="15 characters, e.g. 0001234567UN7E1"
                autoComplete="off"
                required
                value={manualIcp}
                onChange={(event) => {
                  setManualIcp(event.currentTarget.value);
                  setErrors((e) => ({ ...e, icp: undefined }));
                }}
                error={errors.icp}
              />
            )}
          </Stack>
        </PowerSection>
        <PowerSection title="Your plan and start date">
          <Stack gap="md" maw={560}>
            <Radio.Group
              label="Power plan"
              value={planKey}
              onChange={(value) => {
                setPlanKey(value);
                setErrors((e) => ({ ...e, plan: undefined }));
              }}
              error={errors.plan}
            >
              <Stack gap="sm" mt="xs">
                {choices.plans.map((plan) => (
                  <Radio
                    key={plan.planKey}
                    value={plan.planKey}
                    label={plan.name}
                    description={`${plan.description} ${plan.rates
                      .map((rate) => rateText(rate, choices.displayGstInclusiveValues))
                      .join(', ')}.`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <NzDateInput
              label="Start date"
              description={`Between ${formatDate(choices.today)} and ${formatDate(choices.latestDate)}`}
              required
              value={startDate}
              onChange={(event) => {
                setStartDate(event.currentTarget.value);
                setErrors((e) => ({ ...e, date: undefined }));
              }}
              error={errors.date}
            />
          </Stack>
        </PowerSection>
        <div>
          <Button type="submit">Review sign-up</Button>
        </div>
      </Stack>
      {reviewing && plan !== undefined && (
        <SignUpReview
          request={request}
          plan={plan}
          inclusive={choices.displayGstInclusiveValues}
          today={choices.today}
          pending={order.isPending}
          error={
            order.isError
              ? failureMessage(order.error, 'Your sign-up could not be sent. Please try again.')
              : null
          }
          onBack={() => {
            setReviewing(false);
          }}
          onConfirm={confirm}
        />
      )}
    </form>
  );
}
