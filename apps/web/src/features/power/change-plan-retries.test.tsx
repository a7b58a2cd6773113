import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@portal/domain';
import { API_TIMEOUT_MS } from '../../shared/api';
import { POWER, open, serve, today } from './testing/power-server';

const ORDER_PATH = `${POWER}/planChangeOrders`;
const startDate = addDays(today, 10);
const placed = {
  orderId: 'o1',
  orderType: 'PowerPlanChange',
  summary: 'Power plan change to Bundle Saver Power',
  requestedDateOfProvisioning: startDate,
};

type FirstAttempt = (signal: AbortSignal) => Promise<Response>;

const networkError: FirstAttempt = () => Promise.reject(new TypeError('Failed to fetch'));
/** Never answers; the client's own timeout aborts it. */
const noAnswer: FirstAttempt = (signal) =>
  new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => {
      reject(signal.reason as Error);
    });
  });
const answered =
  (status: number, headers: Record<string, string> = {}): FirstAttempt =>
  () =>
    Promise.resolve(
      new Response(JSON.stringify({ success: false, status, message: 'No', data: null }), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
    );

/**
 * Opens the change-plan page with the first order attempt failing as `first` says and every
 * later one placed; returns the Idempotency-Key of each order attempt, in order.
 */
async function orderTwice(first: FirstAttempt, wait: () => Promise<void> = async () => {}) {
  const { handlers } = serve({ post: () => ({ data: placed }) });
  const { user, fetchMock } = await open('/power/change-power-plan', handlers);
  const keys: (string | undefined)[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (input.startsWith(ORDER_PATH) && init?.method === 'POST') {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      if (keys.length === 1 && init.signal) return first(init.signal);
    }
    return fetchMock(input, init);
  });
  await user.click(await screen.findByRole('radio', { name: /Bundle Saver Power/ }));
  await user.click(screen.getByRole('button', { name: 'Review change' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm plan change' }));
  await wait();
  expect(await screen.findByRole('alert')).toHaveTextContent(/could not be ordered/);
  await user.click(screen.getByRole('button', { name: 'Confirm plan change' }));
  expect(await screen.findByText(/is pending/)).toBeInTheDocument();
  return keys;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a retried power plan change', () => {
  it('keeps its key after a network failure', async () => {
    const [first, retry] = await orderTwice(networkError);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });

  it('keeps its key after a timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const [first, retry] = await orderTwice(noAnswer, async () => {
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    });
    expect(first).toBeDefined();
    expect(retry).toBe(first);
  });

  it('keeps its key after a 503', async () => {
    const [first, retry] = await orderTwice(answered(503));
    expect(first).toBeDefined();
    expect(retry).toBe(first);
  });

  it('keeps its key after a 429 that says when to try again', async () => {
    const [first, retry] = await orderTwice(answered(429, { 'retry-after': '30' }));
    expect(first).toBeDefined();
    expect(retry).toBe(first);
  });

  it('takes a new key after a refusal', async () => {
    const [first, retry] = await orderTwice(answered(400));
    expect(first).toBeDefined();
    expect(retry).not.toBe(first);
  });
});
