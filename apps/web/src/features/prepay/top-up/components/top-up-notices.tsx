import { Text } from '@mantine/core';
import type { ActiveMaintenanceWindow, AutoTopUpFailure } from '@portal/contracts';
import { formatDate, formatNzd, formatTime } from '@portal/domain';
import { Notice } from '../../../../shared/ui/notice';

/** Said before anyone tries: top-ups are refused until the window ends. */
export function MaintenanceNotice({ maintenance }: { maintenance: ActiveMaintenanceWindow }) {
  const { window } = maintenance;
  if (!maintenance.active || window === null) return null;
  const endsAt = new Date(window.endsAt);
  return (
    <Notice color="yellow" title="Top-ups are paused for maintenance">
      <Text size="sm">
        {window.message} Top-ups will be back after {formatTime(endsAt)} on {formatDate(endsAt)}.
        You can still change your Autopay and Auto Top Up settings.
      </Text>
    </Notice>
  );
}

/** The newest automatic top-up that failed since the last one that worked. */
export function AutoTopUpFailureNotice({ failure }: { failure: AutoTopUpFailure }) {
  const which = failure.trigger === 'Monthly' ? 'Monthly Auto Top Up' : 'Auto Top Up';
  return (
    <Notice color="red" title={`Your last ${which} didn't go through`}>
      <Text size="sm">
        The {which} of {formatNzd(failure.amount)} on {formatDate(failure.failedAt)} failed:{' '}
        {failure.message} Check your saved card, or top up below.
      </Text>
    </Notice>
  );
}
