import { deliverDueMessages, type DeliveryContext } from '../../notifications/deliver-messages';
import type { JobDefinition } from '../scheduler';

export const DELIVER_MESSAGES_JOB = 'deliver-messages';

/**
 * Sends the outbox: at once when a message is written (its insert announces "outbox", which
 * wakes this job in every process), and every minute for retries that have come due.
 */
export function deliverMessageJobs(context: DeliveryContext): JobDefinition[] {
  return [
    {
      name: DELIVER_MESSAGES_JOB,
      power: 'cannot',
      cron: '* * * * *',
      wakeOnChangesTo: 'outbox',
      runAtStart: true,
      run: async () => {
        await deliverDueMessages(context);
      },
    },
  ];
}
