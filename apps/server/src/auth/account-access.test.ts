import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { claims, mobileServices } from '../db/schema';
import { openTestDatabase } from '../db/testing';
import { findAccountRoles, isServiceOnAccount } from './account-access';

const ACCOUNT = '30000001';
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.close();
});

async function firstClaimOnAccount() {
  const [claim] = await database.db
    .select()
    .from(claims)
    .where(and(eq(claims.claimType, 'Account'), eq(claims.claimValue, ACCOUNT)))
    .limit(1);
  if (claim === undefined) throw new Error('the demo account has no claim');
  return claim;
}

describe('findAccountRoles (cached per user, emptied by the claims trigger)', () => {
  it('stops giving access with the commit that removes the claim, and gives it back', async () => {
    const claim = await firstClaimOnAccount();
    const { userGuid, roles } = claim;
    expect(await findAccountRoles(database.db, userGuid, ACCOUNT)).toEqual(roles);

    await database.db.delete(claims).where(eq(claims.id, claim.id));
    expect(await findAccountRoles(database.db, userGuid, ACCOUNT)).toBeUndefined();

    await database.db
      .insert(claims)
      .values({ userGuid, claimType: 'Account', claimValue: ACCOUNT, roles: ['AccountRead'] });
    expect(await findAccountRoles(database.db, userGuid, ACCOUNT)).toEqual(['AccountRead']);
  });

  it('answers for another account of the same user without mixing them up', async () => {
    const claim = await firstClaimOnAccount();
    expect(await findAccountRoles(database.db, claim.userGuid, '99999999')).toBeUndefined();
  });
});

describe('isServiceOnAccount (cached, emptied by the service tables’ triggers)', () => {
  it('refuses a line with the commit that moves it to another account, and allows it back', async () => {
    const line = '0211234567';
    const other = '30000301';
    const moveTo = (accountCode: string) =>
      database.db
        .update(mobileServices)
        .set({ accountCode })
        .where(eq(mobileServices.serviceEntity, line));
    expect(await isServiceOnAccount(database.db, ACCOUNT, line)).toBe(true);
    expect(await isServiceOnAccount(database.db, other, line)).toBe(false);

    await moveTo(other);
    expect(await isServiceOnAccount(database.db, ACCOUNT, line)).toBe(false);
    expect(await isServiceOnAccount(database.db, other, line)).toBe(true);

    await moveTo(ACCOUNT);
    expect(await isServiceOnAccount(database.db, ACCOUNT, line)).toBe(true);
    expect(await isServiceOnAccount(database.db, other, line)).toBe(false);
  });
});
