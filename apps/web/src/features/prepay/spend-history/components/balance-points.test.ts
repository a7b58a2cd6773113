import { describe, expect, it } from 'vitest';
import { balancePoints, summariseBalance } from './balance-points';
import { walletEntries } from '../testing/history-server';

describe('the balance over time', () => {
  it('orders the balances oldest first and summarises them', () => {
    const points = balancePoints(walletEntries(3));
    expect(points.map((point) => point.balance)).toEqual([3000, 2850, 2700]);
    expect(summariseBalance(points)).toMatchObject({ lowest: 2700, highest: 3000, latest: 2700 });
    expect(summariseBalance([])).toBeNull();
  });
});
