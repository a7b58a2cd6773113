import { Button, Radio, Stack, TextInput } from '@mantine/core';
import type { PowerOrderResult, PowerPlans } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { NzDateInput } from '../../../shared/ui/nz-date-input';
import { PowerPlanRadios } from './power-plan-radios';
import { TitledSection } from '../../../shared/ui/titled-section';
import { OfferSummary } from '../../../shared/offer-summary';
import { entersIcp, MANUAL_ICP } from './sign-up-model';
import { SignUpReview } from './sign-up-review';
import { useSignUpForm } from './use-sign-up-form';

/** Address, ICP, plan and start date; then the review, which places the AddPower order. */
export function SignUpForm(props: {
  accountCode: string;
  choices: PowerPlans;
  defaultAddress: string;
  onPlaced: (order: PowerOrderResult) => void;
}) {
  const { choices } = props;
  const { form, lookup, found, request, plan, reviewing, setReviewing, order, review, confirm } =
    useSignUpForm(props.accountCode, choices, props.defaultAddress, props.onPlaced);
  const values = form.values;
  const typed = entersIcp(values, found.length);

  return (
    <form onSubmit={review} noValidate>
      <Stack gap="lg">
        <TitledSection title="Where you want power">
          <Stack gap="md" maw={560}>
            <TextInput
              label="Address"
              description="Street number and name, suburb and town"
              autoComplete="street-address"
              required
              {...form.getInputProps('address')}
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
              {...form.getInputProps('icpChoice')}
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
                {found.length > 0 && <Radio value={MANUAL_ICP} label="Enter my ICP number" />}
              </Stack>
            </Radio.Group>
            {typed && (
              <TextInput
                label="ICP number"
                description="15 characters, e.g. 0001234567UN7E1"
                autoComplete="off"
                required
                {...form.getInputProps('manualIcp')}
              />
            )}
          </Stack>
        </TitledSection>
        <TitledSection title="Your plan and start date">
          <Stack gap="md" maw={560}>
            <Radio.Group label="Power plan" {...form.getInputProps('planKey')}>
              <PowerPlanRadios
                plans={choices.plans}
                inclusive={choices.displayGstInclusiveValues}
              />
            </Radio.Group>
            {values.planKey !== '' && (
              <OfferSummary accountCode={props.accountCode} kind="power" planKey={values.planKey} />
            )}
            <NzDateInput
              label="Start date"
              description={`Between ${formatDate(choices.today)} and ${formatDate(choices.latestDate)}`}
              required
              {...form.getInputProps('startDate')}
              value={values.startDate}
              onChange={(event) => {
                // The date field hands on the ISO day, not an input's event.
                form.setFieldValue('startDate', event.currentTarget.value);
              }}
            />
          </Stack>
        </TitledSection>
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
