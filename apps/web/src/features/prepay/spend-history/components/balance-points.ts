import type { PrepayTransaction } from '@portal/contracts';

export interface BalancePoint {
  /** Milliseconds since the epoch. */
  at: number;
  /** The wallet balance after the entry, in cents. */
  balance: number;
}

/** The balance after each loaded entry, oldest first: the wallet over time. */
export function balancePoints(entries: readonly PrepayTransaction[]): BalancePoint[] {
  return entries
    .map((entry) => ({ at: Date.parse(entry.occurredAt), balance: entry.balanceAfter }))
    .sort((a, b) => a.at - b.at);
}

export interface BalanceSummary {
  from: number;
  to: number;
  lowest: number;
  highest: number;
  latest: number;
}

/** What the chart shows, in numbers, for its text alternative; null with no entries. */
export function summariseBalance(points: readonly BalancePoint[]): BalanceSummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return null;
  const balances = points.map((point) => point.balance);
  return {
    from: first.at,
    to: last.at,
    lowest: Math.min(...balances),
    highest: Math.max(...balances),
    latest: last.balance,
  };
}
