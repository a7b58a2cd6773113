import type { PrepayTransaction } from '@portal/contracts';
import type { Handler } from '../../../../test/portal-server';

/**
 * `count` wallet entries, newest first, one a day back from 20/11/2026: every fifth a $20.00
 * top-up, the rest $1.50 of spend, each with the balance after it.
 */
export function walletEntries(count: number): PrepayTransaction[] {
  const oldestFirst: PrepayTransaction[] = [];
  let balance = 1000;
  for (let index = 0; index < count; index += 1) {
    const topUp = index % 5 === 0;
    const amount = topUp ? 2000 : -150;
    balance += amount;
    const day = new Date(Date.UTC(2026, 10, 20, 1, 0) - (count - 1 - index) * 86_400_000);
    oldestFirst.push({
      transactionId: `t${String(index)}`,
      occurredAt: day.toISOString(),
      transactionType: topUp ? 'TopUp' : 'Usage',
      description: topUp
        ? `Top up by card ${String(index)}`
        : `Calls to Australia ${String(index)}`,
      amount,
      balanceAfter: balance,
      paymentMethod: topUp ? 'CreditCard' : null,
    });
  }
  return oldestFirst.reverse();
}

/**
 * GET …/prepayTransactionHistory as the server pages it: entries strictly before
 * recordsPriorTo, recordCount of them, and the oldest one's instant when more are older.
 * `failures` answers the next calls with these statuses, one each, before serving again.
 */
export function historyServer(code: string, entries: Record<string, PrepayTransaction[]>) {
  const state = { failures: [] as number[], requests: [] as URLSearchParams[] };
  const pattern = new RegExp(
    `^/api/mobile/v2/management/accounts/${code}/mobileServices/(\\d+)/prepayTransactionHistory$`,
  );
  const handler: Handler = ({ method, path, searchParams }) => {
    const match = pattern.exec(path);
    if (method !== 'GET' || match === null) return undefined;
    state.requests.push(searchParams);
    const failure = state.failures.shift();
    if (failure !== undefined) return { status: failure, data: null };
    const priorTo = searchParams.get('recordsPriorTo');
    const count = Number(searchParams.get('recordCount') ?? '20');
    const older = (entries[match[1] ?? ''] ?? []).filter(
      (entry) => priorTo === null || entry.occurredAt < priorTo,
    );
    const page = older.slice(0, count);
    return {
      data: {
        transactions: page,
        nextRecordsPriorTo: older.length > count ? (page.at(-1)?.occurredAt ?? null) : null,
      },
    };
  };
  return { state, handler };
}
