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

/**
 * An SVG path of the balance as steps: a wallet holds its balance until the next entry,
 * so the line stays level between entries and jumps at each. Coordinates in a box of the
 * given size, with zero or the lowest balance at the bottom.
 */
export function stepPath(points: readonly BalancePoint[], width: number, height: number): string {
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return '';
  const balances = points.map((point) => point.balance);
  const bottom = Math.min(0, ...balances);
  const top = Math.max(...balances);
  const span = top === bottom ? 1 : top - bottom;
  const time = last.at === first.at ? 1 : last.at - first.at;
  const x = (at: number) => ((at - first.at) / time) * width;
  const y = (balance: number) => height - ((balance - bottom) / span) * height;
  const [start, ...rest] = points;
  const moves = rest.map((point) => `H${x(point.at).toFixed(1)}V${y(point.balance).toFixed(1)}`);
  return `M0,${y(start?.balance ?? 0).toFixed(1)}${moves.join('')}H${String(width)}`;
}
