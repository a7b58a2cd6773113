import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: the current task and its microtasks finish first', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('microtask after it'));
    order.push('rest of this task');
    await done;
    expect(order).toEqual(['rest of this task', 'microtask', 'microtask after it', 'next task']);
  });
});
