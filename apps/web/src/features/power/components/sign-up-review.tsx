import type { PowerOrderResult, PowerPlan, PowerSignUpRequest } from '@portal/contracts';
import { addDays, formatDate } from '@portal/domain';
import { ChangeResult } from '../../../shared/ui/change-result';
import { ReviewDialog } from '../../../shared/ui/review-dialog';
import { gstNote, rateText } from '../power-format';

/** Until when a sign-up starting on `startDate` can be cancelled online (orderCancelRefusal). */
function cancelText(startDate: string, today: string): string {
  return startDate <= today
    ? 'It starts today, so it cannot be cancelled online.'
    : `You can cancel it on the Sign Up for Power page until ${formatDate(addDays(startDate, -1))}.`;
}

/** The review step of the power sign-up: where, the plan's cost, and from when. */
export function SignUpReview(props: {
  request: PowerSignUpRequest;
  plan: PowerPlan;
  inclusive: boolean;
  today: string;
  pending: boolean;
  error: string | null;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { request, plan, inclusive } = props;
  const rates = plan.rates.map((rate) => rateText(rate, inclusive)).join(', ');
  return (
    <ReviewDialog
      title="Check your power sign-up"
      confirmLabel="Sign up for power"
      pending={props.pending}
      error={props.error}
      onBack={props.onBack}
      onConfirm={props.onConfirm}
      items={[
        `Power at ${request.address}, ICP ${request.icpNumber}.`,
        `${plan.name}: ${rates}. ${gstNote(inclusive)}`,
        `We start supplying power on ${formatDate(request.startDate)}; its charges are on your bills from then.`,
        cancelText(request.startDate, props.today),
      ]}
    />
  );
}

/** After the sign-up is placed: what happens next and when (decision 032). */
export function SignUpResult({ placed, today }: { placed: PowerOrderResult; today: string }) {
  const start = formatDate(placed.requestedDateOfProvisioning);
  return (
    <ChangeResult
      title="Thanks for signing up"
      next={[
        `Your power sign-up is in progress. We will start supplying power from ${start}.`,
        `From ${start} your power, its meter and its rates show under Power.`,
        cancelText(placed.requestedDateOfProvisioning, today),
      ]}
    />
  );
}
