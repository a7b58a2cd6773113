import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rechargeTransactions, walletBalances } from '../db/schema';
import { appForTests, appForThisTest } from '../test/test-app';

const { testApp } = appForTests({ seed: true });

const BEN_LINE = '0201234570';

async function balance(): Promise<number | undefined> {
  const [wallet] = await testApp.database.db
    .select({ cents: walletBalances.balanceCents })
    .from(walletBalances)
    .where(eq(walletBalances.serviceEntity, BEN_LINE));
  return wallet?.cents;
}

describe('/dev/prepay-spend', () => {
  it('takes usage off the wallet and, under the threshold, sets off one auto top-up', async () => {
    const before = (await balance()) ?? 0;
    // Down to just above Ben's $5.00 threshold, then across it.
    const toAbove = before - 600;
    const spend = (amountCents: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/dev/prepay-spend',
        payload: { serviceEntity: BEN_LINE, amountCents, description: 'Data' },
      });
    expect((await spend(toAbove)).statusCode).toBe(200);
    expect(await balance()).toBe(600);
    const crossing = await spend(200);
    const { balanceAfter, autoTopUpId } = crossing.json<{
      balanceAfter: number;
      autoTopUpId: string | null;
    }>();
    expect(balanceAfter).toBe(400);
    expect(autoTopUpId).not.toBeNull();
    const [topUp] = await testApp.database.db
      .select()
      .from(rechargeTransactions)
      .where(eq(rechargeTransactions.id, autoTopUpId ?? ''));
    expect(topUp?.trigger).toBe('LowBalance');
  });

  it('refuses a line without a wallet and a bad amount, changing nothing', async () => {
    const before = await balance();
    const noWallet = await testApp.app.inject({
      method: 'POST',
      url: '/dev/prepay-spend',
      payload: { serviceEntity: '0211234567', amountCents: 100 },
    });
    expect(noWallet.statusCode).toBe(404);
    const tooMuch = await testApp.app.inject({
      method: 'POST',
      url: '/dev/prepay-spend',
      payload: { serviceEntity: BEN_LINE, amountCents: 1_000_000 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(await balance()).toBe(before);
  });

  it('does not exist in production', async () => {
    const production = await appForThisTest({ env: { NODE_ENV: 'production' } });
    const response = await production.app.inject({
      method: 'POST',
      url: '/dev/prepay-spend',
      payload: { serviceEntity: BEN_LINE, amountCents: 100 },
    });
    expect(response.statusCode).toBe(404);
  });
});
