import { Button, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { useCanChangeAccount } from '../../../shared/accounts';
import { useQuery } from '@tanstack/react-query';
import {
  POWER_ORDER_TYPES,
  type PowerConnection,
  type PowerPlan,
  type PowerPlans,
} from '@portal/contracts';
import {
  averageDailyKwh,
  estimatePowerCostCents,
  powerRatesInView,
  formatDate,
} from '@portal/domain';
import { failureMessage } from '../../../shared/api';
import { PendingOrders } from '../../../shared/orders';
import { ColumnHeads } from '../../../shared/ui/column-heads';
import { Notice } from '../../../shared/ui/notice';
import { OfferSummary } from '../../../shared/offer-summary';
import { powerConnectionQueryOptions, powerPlansQueryOptions } from '../api/power-queries';
import { formatDollars, gstNote, rateName, rateText } from '../power-format';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PowerPlanRadios } from './power-plan-radios';
import { TitledSection } from '../../../shared/ui/titled-section';
import { PowerAccountPage } from './selected-power-account';
import { otherPlans, usableNextBill } from './change-plan-model';
import { StartDateFields } from './start-date-fields';
import { usePowerPlanChange } from './use-power-plan-change';
import { LoadingSkeleton } from '../../../shared/ui/loading-skeleton';
import { ViewOnlyNotice } from '../../../shared/ui/view-only-notice';

/** /power/change-power-plan: pick a plan and a date, see the impact, then order it. */
export function ChangePowerPlanPage() {
  return <PowerAccountPage routeKey="power-change-plan" Body={ChangePlanLoader} />;
}

function ChangePlanLoader({ accountCode }: { accountCode: string }) {
  const plans = useQuery(powerPlansQueryOptions(accountCode));
  const power = useQuery(powerConnectionQueryOptions(accountCode));
  const canChange = useCanChangeAccount(accountCode);
  if (plans.isPending || power.isPending) {
    return <LoadingSkeleton height={240} label="Loading power plans" />;
  }
  if (plans.isError || power.isError) {
    return (
      <LoadFailed
        what="the power plans"
        onRetry={() => {
          void plans.refetch();
          void power.refetch();
        }}
      />
    );
  }
  return (
    <Stack gap="lg">
      <PendingOrders accountCode={accountCode} orderTypes={[POWER_ORDER_TYPES.planChange]} />
      {canChange ? (
        <ChangePlanFlow accountCode={accountCode} choices={plans.data} power={power.data} />
      ) : (
        <ViewOnlyNotice unavailable="change the power plan" />
      )}
    </Stack>
  );
}

function ChangePlanFlow({
  accountCode,
  choices,
  power,
}: {
  accountCode: string;
  choices: PowerPlans;
  power: PowerConnection;
}) {
  const { form, order, chosen, startDate, reviewing, placed, review, back, confirm } =
    usePowerPlanChange(accountCode, choices);
  const current = choices.plans.find((plan) => plan.planKey === choices.currentPlanKey);

  if (placed !== null) {
    return (
      <Notice color="green" title="Plan change ordered" role="status">
        {`${placed.summary} from ${formatDate(placed.requestedDateOfProvisioning)} is pending. Your current rates apply until then.`}
      </Notice>
    );
  }

  return (
    <Stack gap="lg">
      {current !== undefined && (
        <Text>
          You are on <strong>{current.name}</strong>.
        </Text>
      )}
      {!reviewing ? (
        <TitledSection title="Choose a new plan">
          <Stack gap="md">
            <Radio.Group label="Power plans" {...form.getInputProps('planKey')}>
              <PowerPlanRadios
                plans={otherPlans(choices)}
                inclusive={choices.displayGstInclusiveValues}
              />
            </Radio.Group>
            <StartDateFields
              label="When should the new plan start?"
              nextBillDate={usableNextBill(choices)}
              choice={form.values.choice}
              onChoice={(choice) => {
                form.setFieldValue('choice', choice);
              }}
              date={form.values.date}
              onDate={(date) => {
                form.setFieldValue('date', date);
              }}
              min={choices.today}
              max={choices.latestDate}
              error={form.errors.date}
            />
            <div>
              <Button onClick={review}>Review change</Button>
            </div>
          </Stack>
        </TitledSection>
      ) : (
        chosen !== undefined && (
          <TitledSection title="Check your plan change">
            <Stack gap="md">
              {order.isError && (
                <Notice color="red" title="Uh oh, something went wrong." role="alert">
                  {failureMessage(
                    order.error,
                    'Your plan change could not be ordered. Please try again.',
                  )}
                </Notice>
              )}
              <PlanImpact
                current={current}
                next={chosen}
                startDate={startDate}
                inclusive={choices.displayGstInclusiveValues}
                dailyKwh={averageDailyKwh(power.consumption)}
              />
              <OfferSummary accountCode={accountCode} kind="power" planKey={chosen.planKey} />
              <Group>
                <Button onClick={confirm} loading={order.isPending}>
                  Confirm plan change
                </Button>
                <Button variant="default" onClick={back} disabled={order.isPending}>
                  Back
                </Button>
              </Group>
            </Stack>
          </TitledSection>
        )
      )}
    </Stack>
  );
}

/** Old and new rates side by side, and what 30 days at the customer's usual use would cost. */
function PlanImpact(props: {
  current: PowerPlan | undefined;
  next: PowerPlan;
  startDate: string;
  inclusive: boolean;
  dailyKwh: number;
}) {
  const { current, next, inclusive, dailyKwh } = props;
  const ratesOf = (plan: PowerPlan | undefined) => powerRatesInView(plan?.rates ?? [], inclusive);
  const monthNow = estimatePowerCostCents(ratesOf(current), dailyKwh, 30);
  const monthNew = estimatePowerCostCents(ratesOf(next), dailyKwh, 30);
  const difference = monthNew - monthNow;
  return (
    <Stack gap="sm">
      <Text>{`${next.name} from ${formatDate(props.startDate)}. ${gstNote(inclusive)}`}</Text>
      <Table withTableBorder maw={560}>
        <Table.Caption>Your rates now and on the new plan</Table.Caption>
        <ColumnHeads
          columns={[
            'Rate',
            `Now${current === undefined ? '' : ` (${current.name})`}`,
            `New (${next.name})`,
          ]}
        />
        <Table.Tbody>
          {next.rates.map((rate) => {
            const old = current?.rates.find((r) => r.rateType === rate.rateType);
            return (
              <Table.Tr key={rate.rateType}>
                <Table.Th scope="row" fw={400}>
                  {rateName(rate)}
                </Table.Th>
                <Table.Td>{old === undefined ? '—' : rateText(old, inclusive)}</Table.Td>
                <Table.Td>{rateText(rate, inclusive)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {dailyKwh > 0 && (
        <Text size="sm">
          {`At your average use of ${dailyKwh.toFixed(1)} kWh a day, 30 days would cost about ${formatDollars(monthNew)} instead of ${formatDollars(monthNow)} (${difference === 0 ? 'no change' : `${formatDollars(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'}`}).`}
        </Text>
      )}
    </Stack>
  );
}
