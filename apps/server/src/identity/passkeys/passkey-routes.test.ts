import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSKEY_MESSAGES, passkeySchema } from '@portal/contracts';
import { auditLog, passkeys, webauthnChallenges } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { dataOf, messageOf, signInPersona } from '../iam/testing/personas';
import { addPasskey, authenticatorFor, registrationOptions } from './testing/add-passkey';

const { testApp } = appForTests({ seed: true });

const listOf = async (person: Awaited<ReturnType<typeof signInPersona>>) => {
  const response = await person.call({ url: `/api/iam/Users/${person.userGuid}/passkeys` });
  expect(response.statusCode).toBe(200);
  return dataOf(response, z.array(passkeySchema));
};

describe('adding a passkey on My details', () => {
  it('offers creation options for the portal’s host, then keeps the passkey under a default name', async () => {
    const liam = await signInPersona(testApp, 'liam@example.nz');
    expect(await listOf(liam)).toEqual([]);

    const options = await registrationOptions(liam);
    const { hostname } = new URL(testApp.config.publicUrl);
    expect(options.rp).toEqual({ id: hostname, name: 'Harbour' });
    expect(options.user.name).toBe('liam@example.nz');
    expect(options.user.displayName).toBe('Liam Chen');
    expect(options.authenticatorSelection?.residentKey).toBe('required');
    expect(options.attestation).toBe('none');

    const authenticator = authenticatorFor(testApp);
    const added = await liam.call({
      method: 'POST',
      url: `/api/iam/Users/${liam.userGuid}/passkeys`,
      json: { response: authenticator.create(options) },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(messageOf(added)).toBe(PASSKEY_MESSAGES.added);
    const passkey = dataOf(added, passkeySchema);
    expect(passkey).toMatchObject({ name: 'Passkey', lastUsedAt: null, synced: false });
    expect(await listOf(liam)).toEqual([passkey]);

    const [row] = await testApp.database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.id, passkey.id));
    expect(row).toMatchObject({
      userGuid: liam.userGuid,
      credentialId: authenticator.id,
      signCount: 0,
      transports: ['internal'],
    });
    const trail = await testApp.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actor, liam.userGuid));
    expect(trail.map((entry) => entry.action)).toContain('passkey-added');

    // A second passkey with no name gets the next default; one can be named as it is added.
    const second = await addPasskey(testApp, liam);
    expect(second.passkey.name).toBe('Passkey 2');
    const named = await addPasskey(testApp, liam, { name: '  Work laptop ' });
    expect(named.passkey.name).toBe('Work laptop');
    expect((await listOf(liam)).map((entry) => entry.name)).toEqual([
      'Passkey',
      'Passkey 2',
      'Work laptop',
    ]);
  });

  it('uses each challenge once: the same answer sent again adds nothing', async () => {
    const ben = await signInPersona(testApp, 'ben@example.nz');
    const options = await registrationOptions(ben);
    const answer = authenticatorFor(testApp).create(options);
    const url = `/api/iam/Users/${ben.userGuid}/passkeys`;
    expect((await ben.call({ method: 'POST', url, json: { response: answer } })).statusCode).toBe(
      200,
    );
    const again = await ben.call({ method: 'POST', url, json: { response: answer } });
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe(PASSKEY_MESSAGES.notAdded);
    expect(await listOf(ben)).toHaveLength(1);
  });

  it('refuses an answer made for another site, or for a challenge it was never given', async () => {
    const fiona = await signInPersona(testApp, 'fiona@example.nz');
    const url = `/api/iam/Users/${fiona.userGuid}/passkeys`;
    const elsewhere = authenticatorFor(testApp).create(
      await registrationOptions(fiona),
      'https://evil.example',
    );
    const phished = await fiona.call({ method: 'POST', url, json: { response: elsewhere } });
    expect(phished.statusCode).toBe(400);
    expect(messageOf(phished)).toBe(PASSKEY_MESSAGES.notAdded);

    const made = authenticatorFor(testApp).create({
      challenge: Buffer.from('a challenge nobody gave').toString('base64url'),
      user: { id: 'AAAA' },
    });
    const invented = await fiona.call({ method: 'POST', url, json: { response: made } });
    expect(invented.statusCode).toBe(400);
    expect(await listOf(fiona)).toEqual([]);
  });

  it('keeps at most three live challenges per person, however often they ask', async () => {
    const nova = await signInPersona(testApp, 'nova@example.nz');
    for (let n = 0; n < 5; n += 1) await registrationOptions(nova);
    const live = await testApp.database.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.userGuid, nova.userGuid));
    expect(live).toHaveLength(3);
  });
});

describe('naming and removing passkeys', () => {
  it('renames within the rules, and removes with the passkey gone from the list', async () => {
    const kiri = await signInPersona(testApp, 'kiri@example.nz');
    const { passkey } = await addPasskey(testApp, kiri, { name: 'Phone' });
    await addPasskey(testApp, kiri, { name: 'Laptop' });
    const url = `/api/iam/Users/${kiri.userGuid}/passkeys/${passkey.id}`;

    const renamed = await kiri.call({ method: 'PATCH', url, json: { name: 'Kiri’s phone' } });
    expect(renamed.statusCode).toBe(200);
    expect(messageOf(renamed)).toBe(PASSKEY_MESSAGES.renamed);
    expect(dataOf(renamed, passkeySchema).name).toBe('Kiri’s phone');

    const taken = await kiri.call({ method: 'PATCH', url, json: { name: 'Laptop' } });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe(PASSKEY_MESSAGES.nameTaken);
    const blank = await kiri.call({ method: 'PATCH', url, json: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(PASSKEY_MESSAGES.nameRequired);
    const long = await kiri.call({ method: 'PATCH', url, json: { name: 'x'.repeat(61) } });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(PASSKEY_MESSAGES.nameTooLong);

    const removed = await kiri.call({ method: 'DELETE', url });
    expect(removed.statusCode).toBe(200);
    expect(messageOf(removed)).toBe(PASSKEY_MESSAGES.removed);
    expect((await listOf(kiri)).map((entry) => entry.name)).toEqual(['Laptop']);
    const twice = await kiri.call({ method: 'DELETE', url });
    expect(twice.statusCode).toBe(404);
  });
});

describe('another person’s passkeys', () => {
  it('are out of reach of another customer, a read-only user and staff', async () => {
    const aroha = await signInPersona(testApp, 'aroha@example.nz');
    const { passkey } = await addPasskey(testApp, aroha, { name: 'Aroha’s phone' });
    const mine = `/api/iam/Users/${aroha.userGuid}/passkeys`;
    const hers = `${mine}/${passkey.id}`;

    for (const email of ['mere@example.nz', 'liam@example.nz']) {
      const other = await signInPersona(testApp, email);
      // By her id: refused outright.
      expect((await other.call({ url: mine })).statusCode, email).toBe(403);
      expect(
        (await other.call({ method: 'POST', url: `${mine}/registrationOptions` })).statusCode,
      ).toBe(403);
      expect(
        (await other.call({ method: 'PATCH', url: hers, json: { name: 'Mine now' } })).statusCode,
      ).toBe(403);
      expect((await other.call({ method: 'DELETE', url: hers })).statusCode).toBe(403);
      // By their own id with her passkey's id: not theirs, so not found.
      const theirs = `/api/iam/Users/${other.userGuid}/passkeys/${passkey.id}`;
      expect(
        (await other.call({ method: 'PATCH', url: theirs, json: { name: 'Mine now' } })).statusCode,
      ).toBe(404);
      expect((await other.call({ method: 'DELETE', url: theirs })).statusCode).toBe(404);
    }

    const staff = await signInPersona(testApp, 'sam.sales@example.nz');
    expect((await staff.call({ url: mine })).statusCode).toBe(403);
    // Staff have no customer passkeys of their own either (their second step is elsewhere).
    const own = await staff.call({ url: `/api/iam/Users/${staff.userGuid}/passkeys` });
    expect(own.statusCode).toBe(403);
    expect(messageOf(own)).toBe(PASSKEY_MESSAGES.customersOnly);

    expect(await listOf(aroha)).toEqual([passkey]);
  });
});
