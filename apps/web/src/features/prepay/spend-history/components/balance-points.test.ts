import { describe, expect, it } from 'vitest';
import { balancePoints, stepPath, summariseBalance } from './balance-points';
import { walletEntries } from '../testing/history-server';

describe('the balance over time', () => {
  it('orders the balances oldest first and summarises them', () => {
    const points = balancePoints(walletEntries(3));
    expect(points.map((point) => point.balance)).toEqual([3000, 2850, 2700]);
    expect(summariseBalance(points)).toMatchObject({ lowest: 2700, highest: 3000, latest: 2700 });
    expect(summariseBalance([])).toBeNull();
  });

  it('draws steps: level until the next entry, then straight to its balance', () => {
    const points = [
      { at: 0, balance: 1000 },
      { at: 50, balance: 0 },
      { at: 100, balance: 500 },
    ];
    expect(stepPath(points, 200, 100)).toBe('M0,0.0H100.0V100.0H200.0V50.0H200');
    // One entry is a level line across the box.
    expect(stepPath([{ at: 5, balance: 200 }], 200, 100)).toBe('M0,0.0H200');
  });
});
