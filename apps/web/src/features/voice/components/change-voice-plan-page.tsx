import { Text } from '@mantine/core';
import { VOICE_PLAN_CHANGE_ORDER_TYPE } from '@portal/contracts';
import { hasVoice, voiceTypeName } from '@portal/domain';
import { monthlyPrice, PlanChangePage, planChangeService } from '../../../shared/plan-change';
import { voicePlanChangeCalls, voiceServicesQueryOptions } from '../api/voice-queries';

/** A voice plan change, of the account's landline; No home phone ends it. */
const voicePlanChange = planChangeService({
  routeKey: 'broadband-change-voice-plan',
  services: voiceServicesQueryOptions,
  pick: ([landline]) => landline,
  calls: voicePlanChangeCalls,
  orderTypes: [VOICE_PLAN_CHANGE_ORDER_TYPE],
  wideColumns: 4,
  // The voice type in words, the monthly price (none without voice), what the plan is for.
  details: (plan, displayGstInclusiveValues) => (
    <>
      <Text size="sm" c="dimmed">
        {voiceTypeName(plan.voiceType)}
      </Text>
      <Text fw={700}>
        {hasVoice(plan.voiceType) ? monthlyPrice(plan, displayGstInclusiveValues) : 'No charge'}
      </Text>
      <Text size="sm">{plan.description}</Text>
    </>
  ),
  ending: {
    is: (plan) => !hasVoice(plan.voiceType),
    title: 'End your landline?',
    confirmLabel: 'End landline',
  },
  words: {
    servicesLoading: 'Loading your landline',
    servicesName: 'Your landline',
    noService:
      'This account has no landline (its voice plan is No landline), so there is no voice plan to change. To add a landline, get in touch with us.',
    plansLoading: 'Loading voice plans',
    plansName: 'The voice plans',
    intro: (changeDate) =>
      `A change takes effect on ${changeDate}. Choosing No home phone ends your landline and its number on that day.`,
    viewOnly: 'change the voice plan',
    plansHeading: 'Voice plans',
    pendingTitle: 'Voice plan change on its way',
    placedTitle: 'Your voice plan change is on its way',
  },
});

/** /broadband/change-voice-plan: voice plans by voice type, the impact, then the order. */
export function ChangeVoicePlanPage() {
  return <PlanChangePage service={voicePlanChange} />;
}
