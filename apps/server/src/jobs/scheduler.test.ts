import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDatabase } from '../db/testing';
import type { DatabaseHandle } from '../db/client';
import { startScheduler } from './scheduler';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.close();
});

describe('the job scheduler', () => {
  it('stops only when no job or queue query is still under way', async () => {
    // The handle pg-boss sees: slow once the job is nudged (a busy database), and noting
    // any query started after stop() returned.
    let slow = false;
    let stopped = false;
    let slowQueryStarted = () => {};
    const aSlowQuery = new Promise<void>((resolve) => {
      slowQueryStarted = resolve;
    });
    const lateQueries: string[] = [];
    const handle: DatabaseHandle = {
      ...database,
      executeSql: async (text, values) => {
        if (stopped) lateQueries.push(text.trim().slice(0, 60));
        if (slow) {
          if (/skip locked/i.test(text)) slowQueryStarted(); // the worker's fetch
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        return database.executeSql(text, values);
      },
    };
    const runs: string[] = [];
    const scheduler = await startScheduler(
      handle,
      [
        {
          name: 'slow-job',
          run: async () => {
            runs.push('started');
            await new Promise((resolve) => setTimeout(resolve, 200));
            runs.push('finished');
          },
        },
      ],
      pino({ level: 'silent' }),
    );
    // The nudge sets the worker fetching; stop comes while that fetch is in flight.
    await scheduler.nudge('slow-job');
    slow = true;
    await aSlowQuery;
    await scheduler.stop();
    stopped = true;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(lateQueries).toEqual([]);
    // The job fetched as the queue stopped ran to its end before stop() returned.
    expect(runs).toEqual(['started', 'finished']);
  });
});
