import { useQuery } from '@tanstack/react-query';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { formatNzd, summariseOffer } from '@portal/domain';
import type { PlanTerms, ServiceKindWithTerms } from '@portal/contracts';
import { Fact } from '../ui/fact';
import { LoadingSkeleton } from '../ui/loading-skeleton';
import { planTermsQueryOptions } from './plan-terms-queries';

const months = (count: number) => `${String(count)} ${count === 1 ? 'month' : 'months'}`;

/**
 * The standard offer summary of a plan being chosen (issue 30, decision 058): the price a
 * month and its average over the term with one-off fees in it, the term and the fee to
 * leave. Shown where a plan is changed or signed up for; says nothing while it cannot.
 */
export function OfferSummary({
  accountCode,
  kind,
  planKey,
  level = 3,
}: {
  accountCode: string;
  kind: ServiceKindWithTerms;
  planKey: string;
  /** The heading's level, one below the heading the box sits under. */
  level?: 2 | 3 | 4;
}) {
  const terms = useQuery(planTermsQueryOptions(accountCode));
  if (terms.isPending) return <LoadingSkeleton height={96} label="Loading the offer summary" />;
  // The summary adds to the page; a failed load leaves the choice itself usable.
  if (terms.isError) return null;
  const plan = terms.data.plans.find((row) => row.kind === kind && row.planKey === planKey);
  if (plan === undefined) return null;
  return (
    <OfferSummaryBox plan={plan} inclusive={terms.data.displayGstInclusiveValues} level={level} />
  );
}

export function OfferSummaryBox({
  plan,
  inclusive,
  level = 3,
}: {
  plan: PlanTerms;
  inclusive: boolean;
  level?: 2 | 3 | 4;
}) {
  const summary = summariseOffer({
    pricePerMonthCents: plan.pricePerMonth,
    termMonths: plan.termMonths,
    setupFeeCents: plan.setupFee,
    earlyTerminationFeePerMonthCents: plan.feePerMonthLeft,
    earlyTerminationFeeCapCents: plan.feeCap,
  });
  const gst = inclusive ? 'incl. GST' : 'excl. GST';
  const money = (cents: number) => `${formatNzd(cents)} ${gst}`;
  const headingId = `offer-summary-${plan.kind}-${plan.planKey}`.replace(/[^\w-]/g, '-');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={level} size="h5" id={headingId}>
          Offer summary: {plan.planName}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" spacing="xs" m={0}>
          <Fact label="Price a month">
            {plan.kind === 'power'
              ? `${money(summary.pricePerMonthCents)} in daily charges, plus the power you use`
              : money(summary.pricePerMonthCents)}
          </Fact>
          <Fact label={`Average a month over ${months(summary.averagedOverMonths)}`}>
            {money(summary.averageMonthlyPriceCents)}
          </Fact>
          <Fact label="Term">
            {summary.termMonths === null ? 'Open term' : `Fixed, ${months(summary.termMonths)}`}
          </Fact>
          <Fact label="One-off fees">
            {summary.setupFeeCents === 0 ? 'None' : money(summary.setupFeeCents)}
          </Fact>
          <Fact label="Fee to leave early">
            {summary.termMonths === null
              ? 'None: leave any time'
              : `${money(summary.feePerMonthLeftCents)} for each month left` +
                (summary.feeCapCents === null
                  ? ''
                  : `, at most ${money(summary.feeToLeaveAtStartCents)}`)}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
