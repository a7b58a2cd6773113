import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/testing';
import {
  identities,
  oneTimeCodes,
  passwordResetLinks,
  rateLimitCounters,
  signIns,
  staffOpenings,
} from '../../db/schema';
import { deleteExpiredRecords } from '.';

let database: DatabaseHandle;
const now = new Date('2026-11-27T03:40:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.close();
});

describe('the nightly clean-up of expired records', () => {
  it('removes links and codes a day after they expired, and closed counters', async () => {
    const { db } = database;
    const [aroha] = await db
      .select({ userGuid: identities.userGuid })
      .from(identities)
      .where(eq(identities.email, 'aroha@example.nz'));
    const userGuid = aroha?.userGuid ?? '';
    await db.insert(passwordResetLinks).values([
      { tokenHash: 'old', userGuid, createdAt: hoursAgo(49), expiresAt: hoursAgo(48) },
      { tokenHash: 'recent', userGuid, createdAt: hoursAgo(2), expiresAt: hoursAgo(1) },
    ]);
    const code = (id: string, expiresAt: Date) => ({
      id,
      purpose: 'test',
      subject: '0211234567',
      userGuid,
      codeHash: 'x',
      createdAt: hoursAgo(50),
      expiresAt,
    });
    const [oldCode, liveCode] = [randomUUID(), randomUUID()];
    await db.insert(oneTimeCodes).values([code(oldCode, hoursAgo(25)), code(liveCode, now)]);
    await db.insert(rateLimitCounters).values([
      { key: 'test:closed', count: 3, resetAt: hoursAgo(1) },
      { key: 'test:open', count: 3, resetAt: new Date(now.getTime() + 60_000) },
    ]);

    const signIn = (at: Date) => ({
      userGuid,
      at,
      method: 'pwd',
      browser: 'Chrome',
      device: 'a Mac',
    });
    const yearAgo = hoursAgo(366 * 24);
    await db.insert(signIns).values([signIn(yearAgo), signIn(hoursAgo(364 * 24))]);
    await db.insert(staffOpenings).values([
      { id: randomUUID(), staffGuid: randomUUID(), accountCode: '30000001', openedAt: yearAgo },
      { id: randomUUID(), staffGuid: randomUUID(), accountCode: '30000001', openedAt: now },
    ]);

    const removed = await deleteExpiredRecords(db, now);

    expect(removed).toEqual({
      passwordResetLinks: 1,
      oneTimeCodes: 1,
      rateLimitCounters: 1,
      signIns: 1,
      staffOpenings: 1,
      dataExports: 0,
    });
    const links = await db.select({ key: passwordResetLinks.tokenHash }).from(passwordResetLinks);
    expect(links.map((row) => row.key)).toEqual(['recent']);
    const codes = await db.select({ id: oneTimeCodes.id }).from(oneTimeCodes);
    expect(codes.map((row) => row.id)).toEqual([liveCode]);
    const counters = await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(counters.map((row) => row.key)).toContain('test:open');
    expect(counters.map((row) => row.key)).not.toContain('test:closed');
    // A second run, as from another server at once, finds nothing more.
    expect(await deleteExpiredRecords(db, now)).toEqual({
      passwordResetLinks: 0,
      oneTimeCodes: 0,
      rateLimitCounters: 0,
      signIns: 0,
      staffOpenings: 0,
      dataExports: 0,
    });
    const kept = await db.select({ at: signIns.at }).from(signIns);
    expect(kept.map((row) => row.at)).toEqual([hoursAgo(364 * 24)]);
  });
});
