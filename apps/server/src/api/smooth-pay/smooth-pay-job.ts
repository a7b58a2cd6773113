import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/scheduler';
import type { NoticeSettings } from '../../notifications/notices';
import { reviewSmoothPay } from './review-smooth-pay';

export const SMOOTH_PAY_REVIEWS_JOB = 'smooth-pay-reviews';

/** Every morning at 06:20 New Zealand time, and at start to catch a day missed while down. */
export function smoothPayJobs(db: Db, settings: NoticeSettings): JobDefinition[] {
  return [
    {
      name: SMOOTH_PAY_REVIEWS_JOB,
      power: 'cannot',
      cron: '20 6 * * *',
      runAtStart: true,
      run: async () => {
        await reviewSmoothPay(db, settings, new Date());
      },
    },
  ];
}
