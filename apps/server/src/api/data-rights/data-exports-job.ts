import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/scheduler';
import { prepareDataExports, type ExportSettings } from './data-exports';

export const DATA_EXPORTS_JOB = 'data-exports';

/**
 * Builds the archives people asked for. Nudged by the request itself; the five-minute cron
 * and the run at start catch one asked for on another server or before a restart.
 */
export function dataExportJobs(db: Db, settings: ExportSettings): JobDefinition[] {
  return [
    {
      name: DATA_EXPORTS_JOB,
      power: 'cannot',
      cron: '*/5 * * * *',
      runAtStart: true,
      run: async () => {
        await prepareDataExports(db, settings);
      },
    },
  ];
}
