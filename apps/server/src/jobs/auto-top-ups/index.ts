import type { RechargeContext } from '../../api/recharge';
import type { JobDefinition } from '../scheduler';
import { chargePendingAutoTopUps } from './low-balance-auto-top-ups';
import { runMonthlyAutoTopUps } from './monthly-auto-top-ups';

export const AUTO_TOP_UPS_JOB = 'auto-top-ups';

/**
 * Every minute: the monthly auto top-ups whose day has come, then the low-balance ones
 * that spend set off. Each run is safe beside another server's (decision 012).
 */
export function autoTopUpJobs(context: RechargeContext): JobDefinition[] {
  return [
    {
      name: AUTO_TOP_UPS_JOB,
      // Mobile prepay top-ups only: it buys, never takes away, and never touches power.
      power: 'cannot',
      cron: '* * * * *',
      run: async () => {
        await runMonthlyAutoTopUps(context, new Date());
        await chargePendingAutoTopUps(context);
      },
    },
  ];
}
