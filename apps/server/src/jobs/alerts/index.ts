import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { raiseNotice, type NoticeDraft, type NoticeSettings } from '../../notifications/notices';
import type { JobDefinition } from '../scheduler';
import { accountsNearADataLevel, dataUsageNotices } from './data-usage-notices';
import { eventNotices, mobileUseNotices } from './event-notices';
import { missedInstalmentNotices } from './payment-arrangement-notices';

export const ALERTS_JOB = 'alerts';
export const MOBILE_USE_ALERTS_JOB = 'mobile-use-alerts';

export interface AlertContext extends NoticeSettings {
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * Finds every alert due now (or, for `mobile-use`, only those mobile use can bring about)
 * and raises each one (notices.ts keeps each to once, whichever server finds it). Answers
 * how many were raised by this run.
 */
export async function raiseDueAlerts(
  context: AlertContext,
  now: Date = new Date(),
  scope: 'all' | 'mobile-use' = 'all',
) {
  const { db } = context;
  const drafts: NoticeDraft[] =
    scope === 'all'
      ? [...(await eventNotices(db, now)), ...(await missedInstalmentNotices(db, now))]
      : await mobileUseNotices(db, now);
  for (const accountCode of await accountsNearADataLevel(db, now)) {
    drafts.push(...(await dataUsageNotices(db, accountCode, now)));
  }
  let raised = 0;
  for (const draft of drafts) {
    if (await raiseNotice(db, context, draft)) raised += 1;
  }
  return raised;
}

/**
 * The alerts of issue 28. Every quarter hour and at start, all of them; at once when usage
 * is recorded (the usage tables announce "mobile_usage"), only those mobile use can bring
 * about, so a busy network does not recompute every power forecast each time.
 */
export function alertJobs(context: AlertContext): JobDefinition[] {
  const run = (scope: 'all' | 'mobile-use') => async () => {
    const raised = await raiseDueAlerts(context, new Date(), scope);
    if (raised > 0) context.log.info({ raised, scope }, 'alerts raised');
  };
  return [
    { name: ALERTS_JOB, power: 'cannot', cron: '*/15 * * * *', runAtStart: true, run: run('all') },
    {
      name: MOBILE_USE_ALERTS_JOB,
      power: 'cannot',
      wakeOnChangesTo: 'mobile_usage',
      run: run('mobile-use'),
    },
  ];
}
