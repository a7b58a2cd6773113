import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openTestDatabase } from '../db/testing';
import type { DatabaseHandle } from '../db/client';
import { jobRuns } from '../platform/metrics/registry';
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
          power: 'cannot',
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

describe('the job scheduler’s metrics', () => {
  const runsOf = async (job: string, outcome: string) =>
    (await jobRuns.get()).values.find(
      (value) => value.labels.job === job && value.labels.outcome === outcome,
    )?.value ?? 0;
  const until = async (done: () => Promise<boolean>) => {
    const deadline = Date.now() + 20_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('counts runs by outcome, and shows a job waiting behind one running', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const before = {
      ok: await runsOf('metrics-ok', 'succeeded'),
      failed: await runsOf('metrics-fails', 'failed'),
      held: await runsOf('metrics-held', 'succeeded'),
    };
    const scheduler = await startScheduler(
      database,
      [
        { name: 'metrics-ok', power: 'cannot', run: () => Promise.resolve() },
        {
          name: 'metrics-fails',
          power: 'cannot',
          run: () => Promise.reject(new Error('on purpose')),
        },
        {
          name: 'metrics-held',
          power: 'cannot',
          run: async () => {
            started = true;
            await held;
          },
        },
      ],
      pino({ level: 'silent' }),
    );
    try {
      await scheduler.nudge('metrics-ok');
      await scheduler.nudge('metrics-fails');
      await scheduler.nudge('metrics-held');
      await until(() => Promise.resolve(started));
      await scheduler.nudge('metrics-held');
      const depths = await scheduler.queueDepths();
      expect(depths.find((depth) => depth.job === 'metrics-held')).toEqual({
        job: 'metrics-held',
        queued: 1,
        active: 1,
      });
      await until(async () => (await runsOf('metrics-ok', 'succeeded')) > before.ok);
      await until(async () => (await runsOf('metrics-fails', 'failed')) > before.failed);
      expect(await runsOf('metrics-ok', 'failed')).toBe(0);
      expect(await runsOf('metrics-fails', 'succeeded')).toBe(0);
      release();
      await until(async () => (await runsOf('metrics-held', 'succeeded')) > before.held);
    } finally {
      release();
      await scheduler.stop();
    }
  });
});
