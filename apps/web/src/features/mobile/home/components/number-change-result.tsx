import { formatPhoneNumber } from '@portal/domain';
import { ChangeResult } from '../../../../shared/ui/change-result';
import type { NumberChange } from './change-number-dialog';
import { NUMBER_MOVE_TIME } from './number-move-words';

/** What happens after a number change is ordered, and when (decision 032). */
export function NumberChangeResult({ change }: { change: NumberChange }) {
  const old = formatPhoneNumber(change.serviceEntity);
  const next = formatPhoneNumber(change.newNumber);
  return (
    <ChangeResult
      title="Number change ordered"
      next={[
        `${old} changes to ${next} ${NUMBER_MOVE_TIME}. Until then ${old} works as it does now.`,
        `From then, calls and texts to ${old} no longer reach you, and ${next} is your number.`,
        `Give ${next} to the people and services that have ${old}, such as your bank.`,
      ]}
    />
  );
}
