import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MobileServiceDetails, ServiceUsage } from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
import { accounts, mobilePlans, orders, walletBalances } from '../../db/schema';
import { appForTests } from '../../test/test-app';

const { testApp, people } = appForTests({ seed: true });
const aroha = 'aroha@example.nz';
const management = '/api/mobile/v2/management/accounts/30000001';
const ordering = '/api/mobile/v2/ordering/accounts/30000001';

async function lines(): Promise<MobileServiceDetails[]> {
  return (await people.data(aroha, `${management}/mobileServices`)) as MobileServiceDetails[];
}
async function lineOf(entity: string): Promise<MobileServiceDetails> {
  const found = (await lines()).find((line) => line.serviceEntity === entity);
  if (found === undefined) throw new Error(`${entity} is not listed`);
  return found;
}

describe('GET mobileServices', () => {
  it('lists the three group lines with plan, controls and the group allowance left', async () => {
    const db = testApp.database.db;
    const listed = await lines();
    expect(listed.map((line) => line.serviceEntity)).toEqual([
      '0211234567',
      '0221234568',
      '0271234569',
    ]);
    const [account] = await db.select().from(accounts).where(eq(accounts.accountCode, '30000001'));
    const [plan] = await db
      .select()
      .from(mobilePlans)
      .where(eq(mobilePlans.planKey, 'GROUP_LEADER_60GB'));
    const periodStart = account?.lastBilledDate ?? '';
    // One fact: the usage page's Total Remaining for this bill period so far.
    const usage = (await people.data(
      aroha,
      `${management}/mobileServices/0211234567/usage/data?from=${periodStart}&to=${toNzDateKey(new Date())}`,
    )) as ServiceUsage & { usageType: 'data' };
    const remaining = usage.categories.find((item) => item.category === 'Total Remaining');
    const carried = usage.categories.find((item) => item.category === 'Carryover and Bonus Data');
    expect(remaining?.bytes).toBeGreaterThan(0);
    for (const line of listed) {
      expect(line.allowance?.remainingBytes, line.serviceEntity).toBe(remaining?.bytes);
      expect(line.allowance?.carryoverBytes, line.serviceEntity).toBe(carried?.bytes);
      expect(line.allowance?.sharedWithGroup).toBe(true);
      expect(line.allowance?.periodStart).toBe(periodStart);
    }
    const leader = listed[0];
    expect(leader?.planDescription).toBe(plan?.planDescription);
    expect(leader?.serviceEntityDescription).toBe('Aroha');
    expect(leader?.isPaused).toBe(false);
    expect(leader?.barSettings).toEqual({
      internationalCalls: false,
      premiumRateServices: false,
      roaming: false,
    });
  });

  it('shows kiri’s spend limit and premium barring as seeded', async () => {
    const listed = (await people.data(
      'kiri@example.nz',
      '/api/mobile/v2/management/accounts/30000301/mobileServices',
    )) as MobileServiceDetails[];
    expect(listed.map((line) => [line.serviceEntity, line.spendLimit])).toEqual([
      ['0211234580', 20_000],
      ['0211234581', 20_000],
    ]);
    expect(listed[0]?.barSettings.premiumRateServices).toBe(true);
  });
});

describe('changes are stored and read back', () => {
  it('renames a line, trimmed, and clears the name with an empty one', async () => {
    const url = `${management}/mobileServices/0271234569/serviceEntityDetails`;
    await people.data(aroha, {
      method: 'PUT',
      url,
      json: { serviceEntityDescription: '  Tama’s phone ' },
    });
    expect((await lineOf('0271234569')).serviceEntityDescription).toBe('Tama’s phone');
    await people.data(aroha, { method: 'PUT', url, json: { serviceEntityDescription: ' ' } });
    expect((await lineOf('0271234569')).serviceEntityDescription).toBeNull();
    const tooLong = await people.call(aroha, {
      method: 'PUT',
      url,
      json: { serviceEntityDescription: 'x'.repeat(51) },
    });
    expect(tooLong.statusCode).toBe(400);
    await people.data(aroha, { method: 'PUT', url, json: { serviceEntityDescription: 'Tama' } });
  });

  it('pauses and resumes: the line reads as paused, then not', async () => {
    const url = `${management}/mobileServices/0271234569/pauseState`;
    const paused = (await people.data(aroha, {
      method: 'PUT',
      url,
      json: { paused: true },
    })) as MobileServiceDetails;
    expect(paused.isPaused).toBe(true);
    const read = await lineOf('0271234569');
    expect(read.isPaused).toBe(true);
    expect(read.pausedAt).not.toBeNull();
    await people.data(aroha, { method: 'PUT', url, json: { paused: false } });
    expect((await lineOf('0271234569')).isPaused).toBe(false);
    expect((await lineOf('0271234569')).pausedAt).toBeNull();
  });

  it('blocks and unblocks the SIM, bars and sets a spend limit', async () => {
    const entity = '0221234568';
    await people.data(aroha, {
      method: 'POST',
      url: `${management}/mobileServices/${entity}/changeSimBlock`,
      json: { simBlockingEnabled: true },
    });
    expect((await lineOf(entity)).simBlocked).toBe(true);
    await people.data(aroha, {
      method: 'POST',
      url: `${management}/mobileServices/${entity}/changeSimBlock`,
      json: { simBlockingEnabled: false },
    });
    expect((await lineOf(entity)).simBlocked).toBe(false);

    const barring = { internationalCalls: true, premiumRateServices: true, roaming: false };
    await people.data(aroha, {
      method: 'POST',
      url: `${management}/mobileServices/${entity}/barSettings`,
      json: barring,
    });
    expect((await lineOf(entity)).barSettings).toEqual(barring);

    const limit = { method: 'POST' as const, url: `${management}/changeSpendLimits` };
    await people.data(aroha, { ...limit, json: { serviceEntity: entity, spendLimit: 5_000 } });
    expect((await lineOf(entity)).spendLimit).toBe(5_000);
    await people.data(aroha, { ...limit, json: { serviceEntity: entity, spendLimit: null } });
    expect((await lineOf(entity)).spendLimit).toBeNull();
    const zero = await people.call(aroha, {
      ...limit,
      json: { serviceEntity: entity, spendLimit: 0 },
    });
    expect(zero.statusCode).toBe(400);
  });
});

describe('wallet balance', () => {
  it('reads the prepay wallet and refuses a postpay line with 404', async () => {
    const [wallet] = await testApp.database.db
      .select()
      .from(walletBalances)
      .where(eq(walletBalances.serviceEntity, '0201234570'));
    const balance = (await people.data(
      'ben@example.nz',
      '/api/mobile/v2/management/accounts/30000101/mobileServices/0201234570/walletBalance',
    )) as { balance: number };
    expect(wallet).toBeDefined();
    expect(balance.balance).toBe(wallet?.balanceCents);
    const postpay = await people.call(aroha, {
      url: `${management}/mobileServices/0211234567/walletBalance`,
    });
    expect(postpay.statusCode).toBe(404);
  });
});

describe('number orders', () => {
  it('offers free numbers and orders a change as a pending order shown on the line', async () => {
    const offered = (await people.data(
      aroha,
      `${ordering}/serviceEntities/0211234567/availableNumbers`,
    )) as string[];
    expect(offered).toHaveLength(5);
    const newNumber = offered[0] ?? '';
    const notOffered = await people.call(aroha, {
      method: 'POST',
      url: `${ordering}/serviceEntities/0211234567/changeNumber`,
      json: { newNumber: '0211234581' },
    });
    expect(notOffered.statusCode).toBe(409);
    const order = (await people.data(aroha, {
      method: 'POST',
      url: `${ordering}/serviceEntities/0211234567/changeNumber`,
      json: { newNumber },
    })) as { orderId: string; status: string };
    expect(order.status).toBe('Pending');
    const [stored] = await testApp.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, order.orderId));
    expect(stored?.orderType).toBe('ChangeNumber');
    expect(stored?.salesPerson).toBe('MyAccountv2');
    expect((await lineOf('0211234567')).pendingNumber).toBe(newNumber);
    const again = (await people.data(
      aroha,
      `${ordering}/serviceEntities/0221234568/availableNumbers`,
    )) as string[];
    expect(again).not.toContain(newNumber);
    const twice = await people.call(aroha, {
      method: 'POST',
      url: `${ordering}/serviceEntities/0211234567/changeNumber`,
      json: { newNumber: offered[1] },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses to bring a number without the authority, then stores the PortIn order', async () => {
    const body = {
      currentProvider: 'Spark',
      mobileNumber: '027 555 0002',
      providerAccountNumber: 'SP-12345',
      accountHolderName: 'Aroha Ngata',
      authorityGranted: false,
    };
    const refused = await people.call(aroha, {
      method: 'POST',
      url: `${ordering}/portIn`,
      json: body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('You must grant us authority to transfer your number.');
    const order = (await people.data(aroha, {
      method: 'POST',
      url: `${ordering}/portIn`,
      json: { ...body, authorityGranted: true },
    })) as { orderId: string; payload: Record<string, unknown> };
    expect(order.payload.mobileNumber).toBe('0275550002');
    const [stored] = await testApp.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, order.orderId));
    expect(stored?.orderType).toBe('PortIn');
    expect(stored?.accountCode).toBe('30000001');
  });
});
