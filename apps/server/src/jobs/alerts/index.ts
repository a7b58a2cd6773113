import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { raiseNotice, type NoticeDraft, type NoticeSettings } from '../../notifications/notices';
import type { JobDefinition } from '../scheduler';
import { accountsNearADataLevel, dataUsageNotices } from './data-usage-notices';
import { eventNotices } from './event-notices';

export const ALERTS_JOB = 'alerts';

export interface AlertContext extends NoticeSettings {
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * Finds every alert due now and raises each one (notices.ts keeps each to once, whichever
 * server finds it). Answers how many were raised by this run.
 */
export async function raiseDueAlerts(context: AlertContext, now: Date = new Date()) {
  const { db } = context;
  const drafts: NoticeDraft[] = await eventNotices(db, now);
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
 * Every quarter hour, and at once when usage is recorded (the usage tables announce
 * "mobile_usage"): the alerts of issue 28, usage from the daily rollups.
 */
export function alertJobs(context: AlertContext): JobDefinition[] {
  return [
    {
      name: ALERTS_JOB,
      cron: '*/15 * * * *',
      wakeOnChangesTo: 'mobile_usage',
      runAtStart: true,
      run: async () => {
        const raised = await raiseDueAlerts(context);
        if (raised > 0) context.log.info({ raised }, 'alerts raised');
      },
    },
  ];
}
