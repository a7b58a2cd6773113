import { describe, expect, it } from 'vitest';
import { keyedLock } from './keyed-lock';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keyedLock', () => {
  it('runs tasks of one key one at a time, in order, and others alongside', async () => {
    const withLock = keyedLock();
    const events: string[] = [];
    const task = (name: string, ms: number) => async () => {
      events.push(`${name} start`);
      await pause(ms);
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      withLock('a', task('a1', 30)),
      withLock('a', task('a2', 1)),
      withLock('b', task('b1', 1)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(events.indexOf('a1 end')).toBeLessThan(events.indexOf('a2 start'));
    expect(events.indexOf('b1 end')).toBeLessThan(events.indexOf('a1 end'));
  });

  it('keeps going after a task fails', async () => {
    const withLock = keyedLock();
    await expect(withLock('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withLock('a', () => Promise.resolve('after'))).resolves.toBe('after');
  });
});
