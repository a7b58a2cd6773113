import { lt } from 'drizzle-orm';
import { activityKeptFrom } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  dataExports,
  oneTimeCodes,
  passwordResetLinks,
  rateLimitCounters,
  signIns,
  staffOpenings,
} from '../../db/schema';
import type { JobDefinition } from '../scheduler';

export const EXPIRED_RECORDS_JOB = 'expired-records';

/**
 * How long a spent or expired link or code is kept: a person opening a day-old link still
 * hears that it expired, rather than that it was never valid.
 */
export const EXPIRED_KEPT_MS = 24 * 60 * 60 * 1000;

export interface RemovedRecords {
  passwordResetLinks: number;
  oneTimeCodes: number;
  rateLimitCounters: number;
  signIns: number;
  staffOpenings: number;
  dataExports: number;
}

/**
 * Rows that only ever grow otherwise: reset links and one-time codes a day after they
 * expired, rate-limit counters whose window has closed (a new call starts a new one), and
 * sign-ins and staff openings past their year, and data archives past their 7 days.
 * Safe to run twice at once: a delete of what is already gone deletes nothing.
 */
export async function deleteExpiredRecords(db: Db, now: Date): Promise<RemovedRecords> {
  const keptFrom = new Date(now.getTime() - EXPIRED_KEPT_MS);
  const links = await db
    .delete(passwordResetLinks)
    .where(lt(passwordResetLinks.expiresAt, keptFrom))
    .returning({ key: passwordResetLinks.tokenHash });
  const codes = await db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.expiresAt, keptFrom))
    .returning({ key: oneTimeCodes.id });
  const counters = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetAt, now))
    .returning({ key: rateLimitCounters.key });
  const activityFrom = activityKeptFrom(now);
  const oldSignIns = await db
    .delete(signIns)
    .where(lt(signIns.at, activityFrom))
    .returning({ key: signIns.id });
  const oldOpenings = await db
    .delete(staffOpenings)
    .where(lt(staffOpenings.openedAt, activityFrom))
    .returning({ key: staffOpenings.id });
  const oldExports = await db
    .delete(dataExports)
    .where(lt(dataExports.expiresAt, now))
    .returning({ key: dataExports.id });
  return {
    passwordResetLinks: links.length,
    oneTimeCodes: codes.length,
    rateLimitCounters: counters.length,
    signIns: oldSignIns.length,
    staffOpenings: oldOpenings.length,
    dataExports: oldExports.length,
  };
}

/** Every night at 03:40 New Zealand time. */
export function expiredRecordJobs(db: Db): JobDefinition[] {
  return [
    {
      name: EXPIRED_RECORDS_JOB,
      power: 'cannot',
      cron: '40 3 * * *',
      run: async () => {
        await deleteExpiredRecords(db, new Date());
      },
    },
  ];
}
