import { Badge, Text } from '@mantine/core';
import { BROADBAND_PLAN_CHANGE_ORDER_TYPE } from '@portal/contracts';
import { formatSpeed } from '@portal/domain';
import { monthlyPrice, PlanChangePage, planChangeService } from '../../../shared/plan-change';
import { broadbandPlanChangeCalls, internetServicesQueryOptions } from '../api/broadband-queries';

/** A broadband plan change: of the first connection that has not been cancelled. */
const broadbandPlanChange = planChangeService({
  routeKey: 'broadband-change-plan',
  services: internetServicesQueryOptions,
  pick: (services) => services.find((service) => service.activationStatus !== 'Cancelled'),
  calls: broadbandPlanChangeCalls,
  orderTypes: [BROADBAND_PLAN_CHANGE_ORDER_TYPE],
  wideColumns: 3,
  offerKind: 'broadband',
  // Speeds, the monthly price as the account sees prices, the brand's blurb.
  details: (plan, displayGstInclusiveValues) => (
    <>
      <Text size="sm">
        {formatSpeed(plan.downloadMbps)} down / {formatSpeed(plan.uploadMbps)} up
      </Text>
      <Text fw={700}>{monthlyPrice(plan, displayGstInclusiveValues)}</Text>
      {plan.blurb !== null && <Text size="sm">{plan.blurb}</Text>}
    </>
  ),
  badge: (plan) => plan.businessOnly && !plan.isCurrent && <Badge color="grape.9">Business</Badge>,
  words: {
    servicesLoading: 'Loading your broadband',
    servicesName: 'Your broadband',
    noService: 'There is no broadband connection on this account to change.',
    plansLoading: 'Loading plans',
    plansName: 'The plans',
    intro: (changeDate) =>
      `A change takes effect on ${changeDate}, so each bill has one plan on it. Only plans for your kind of connection are shown.`,
    viewOnly: 'change the broadband plan',
    plansHeading: 'Broadband plans',
    pendingTitle: 'Plan change on its way',
    placedTitle: 'Your plan change is on its way',
  },
});

/** /broadband/change-broadband-plan: the plans on offer, the impact, then the order. */
export function ChangeBroadbandPlanPage() {
  return <PlanChangePage service={broadbandPlanChange} />;
}
