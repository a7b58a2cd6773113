import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../db/testing';
import { deleteExpiredPayloads } from './delete-expired-payloads';
import { oidcPayloadAdapter } from './oidc-payload-adapter';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('oidc-provider adapter on oidc_payloads', () => {
  it('stores, finds by id, uid and user code, and keeps models apart', async () => {
    const adapter = oidcPayloadAdapter(database.db);
    await adapter('Session').upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await adapter('Session').find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await adapter('Session').findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await adapter('Grant').find('s1')).toBeUndefined();
    await adapter('Session').upsert('s1', { uid: 'u1', accountId: 'b' }, 60);
    expect(await adapter('Session').find('s1')).toMatchObject({ accountId: 'b' });
  });

  it('marks a consumed payload, so reuse can be detected', async () => {
    const codes = oidcPayloadAdapter(database.db)('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    const found = await codes.find('c1');
    expect(found?.grantId).toBe('g1');
    expect(typeof found?.consumed).toBe('number');
  });

  it('hides expired payloads at once and deletes them later', async () => {
    const tokens = oidcPayloadAdapter(database.db)('AccessToken');
    await tokens.upsert('t-old', { grantId: 'g2' }, -1);
    expect(await tokens.find('t-old')).toBeUndefined();
    expect(await deleteExpiredPayloads(database.db)).toBeGreaterThanOrEqual(1);
  });

  it('revokes by grant and destroys by id', async () => {
    const tokens = oidcPayloadAdapter(database.db)('RefreshToken');
    await tokens.upsert('r1', { grantId: 'g3' }, 60);
    await tokens.upsert('r2', { grantId: 'g4' }, 60);
    await tokens.revokeByGrantId('g3');
    expect(await tokens.find('r1')).toBeUndefined();
    expect(await tokens.find('r2')).toBeDefined();
    await tokens.destroy('r2');
    expect(await tokens.find('r2')).toBeUndefined();
  });
});
