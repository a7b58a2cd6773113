import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, mailboxesSchema, type Mailbox } from '@portal/contracts';
import { verifyPassword } from '../../db/passwords';
import { mailboxes } from '../../db/schema';
import { accessMatrix } from '../../test/access-matrix';

const matrix = accessMatrix();
const base = '/api/accounts/30000001/mailboxes';
const strongPassword = 'Kereru-Glides-Over-2031!';

const list = async (url = base) => mailboxesSchema.parse(await matrix.data('owner', url));
const add = (json: unknown) => matrix.call('owner', { method: 'POST', url: base, json });
const messageOf = (response: LightMyRequestResponse) =>
  response.json<{ message: string }>().message;

async function storedHash(emailAddress: string): Promise<string | null | undefined> {
  const [row] = await matrix
    .app()
    .database.db.select({ passwordHash: mailboxes.passwordHash })
    .from(mailboxes)
    .where(eq(mailboxes.emailAddress, emailAddress));
  return row?.passwordHash;
}

describe('GET mailboxes', () => {
  it('lists the email product and its mailboxes by address', async () => {
    const { emailProduct, mailboxes: boxes } = await list();
    expect(emailProduct).toEqual({
      productKey: 'EMAIL_STANDARD',
      domain: 'mail.example.nz',
      mailboxLimit: 5,
    });
    const addresses = boxes.map((box) => box.emailAddress);
    expect(addresses).toContain('aroha.ngata@mail.example.nz');
    expect(addresses).toEqual([...addresses].sort());
    for (const box of boxes) expect(box.usedBytes).toBeLessThanOrEqual(box.quotaBytes);
  });

  it('says there is no email product for an account without one', async () => {
    const body = mailboxesSchema.parse(
      await matrix.data('otherCustomer', '/api/accounts/30000301/mailboxes'),
    );
    expect(body).toEqual({ emailProduct: null, mailboxes: [] });
  });
});

describe('POST mailboxes', () => {
  it('adds a mailbox on the product’s domain, in lower case, with only a hash of its password', async () => {
    const response = await add({
      localPart: ' Whanau.Shared ',
      displayName: 'Whānau shared',
      password: strongPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(messageOf(response)).toBe(EMAIL_MESSAGES.added);
    const created = response.json<{ data: Mailbox }>().data;
    expect(created.emailAddress).toBe('whanau.shared@mail.example.nz');
    expect(created.displayName).toBe('Whānau shared');
    expect((await list()).mailboxes).toContainEqual(created);
    const hash = await storedHash(created.emailAddress);
    expect(hash).not.toContain(strongPassword);
    expect(await verifyPassword(strongPassword, hash ?? '')).toBe(true);
  });

  it.each([
    ['a bad name', { localPart: '.dots..', displayName: null, password: strongPassword }],
    [
      'a name with an at-sign',
      { localPart: 'me@else.nz', displayName: null, password: strongPassword },
    ],
    [
      'a password breaking the rule',
      { localPart: 'rulebreak', displayName: null, password: 'alllowercase' },
    ],
    [
      'a display name too long',
      { localPart: 'longname', displayName: 'x'.repeat(61), password: strongPassword },
    ],
  ])('refuses %s with 400 and adds nothing', async (_case, body) => {
    const before = (await list()).mailboxes.length;
    const response = await add(body);
    expect(response.statusCode).toBe(400);
    expect((await list()).mailboxes).toHaveLength(before);
  });

  it('refuses a password that meets the rule but is easy to guess (the server’s complexity check)', async () => {
    const response = await add({
      localPart: 'guessable',
      displayName: null,
      password: 'Password1!',
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(EMAIL_MESSAGES.weakPassword);
    expect((await list()).mailboxes.map((box) => box.emailAddress)).not.toContain(
      'guessable@mail.example.nz',
    );
  });

  it('adds an address once: sending it again is a conflict, not a second mailbox', async () => {
    const body = { localPart: 'twice', displayName: null, password: strongPassword };
    expect((await add(body)).statusCode).toBe(200);
    const again = await add(body);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(EMAIL_MESSAGES.taken);
    const count = (await list()).mailboxes.filter(
      (box) => box.emailAddress === 'twice@mail.example.nz',
    ).length;
    expect(count).toBe(1);
  });

  it('stops at the product’s mailbox limit', async () => {
    const { emailProduct, mailboxes: boxes } = await list();
    const limit = emailProduct?.mailboxLimit ?? 0;
    for (let n = boxes.length; n < limit; n += 1) {
      const filled = await add({
        localPart: `fill${String(n)}`,
        displayName: null,
        password: strongPassword,
      });
      expect(filled.statusCode).toBe(200);
    }
    const over = await add({
      localPart: 'onetoomany',
      displayName: null,
      password: strongPassword,
    });
    expect(over.statusCode).toBe(409);
    expect(messageOf(over)).toBe(EMAIL_MESSAGES.limitReached);
    expect((await list()).mailboxes).toHaveLength(limit);
  });

  it('answers 404 on an account without an email product', async () => {
    const response = await matrix.call('otherCustomer', {
      method: 'POST',
      url: '/api/accounts/30000301/mailboxes',
      json: { localPart: 'kiri', displayName: null, password: strongPassword },
    });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe(EMAIL_MESSAGES.noEmailProduct);
  });
});

describe('PUT mailboxes/{id}/password', () => {
  it('stores a hash of the new password and says so', async () => {
    const box = (await list()).mailboxes.find(
      (mailbox) => mailbox.emailAddress === 'mere.ngata@mail.example.nz',
    );
    const newPassword = 'Tui-Sings-At-Dawn-77!';
    const response = await matrix.call('owner', {
      method: 'PUT',
      url: `${base}/${String(box?.id)}/password`,
      json: { password: newPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(messageOf(response)).toBe(EMAIL_MESSAGES.passwordUpdated);
    expect(
      await verifyPassword(newPassword, (await storedHash('mere.ngata@mail.example.nz')) ?? ''),
    ).toBe(true);
  });

  it('refuses a weak password and keeps the old hash', async () => {
    const box = (await list()).mailboxes.find(
      (mailbox) => mailbox.emailAddress === 'mere.ngata@mail.example.nz',
    );
    const before = await storedHash('mere.ngata@mail.example.nz');
    const response = await matrix.call('owner', {
      method: 'PUT',
      url: `${base}/${String(box?.id)}/password`,
      json: { password: 'Password1!' },
    });
    expect(response.statusCode).toBe(400);
    expect(await storedHash('mere.ngata@mail.example.nz')).toBe(before);
  });
});

describe('DELETE mailboxes/{id}', () => {
  it('removes the mailbox, says so, and a second removal is a 404', async () => {
    const box = (await list()).mailboxes.find(
      (mailbox) => mailbox.emailAddress === 'whanau.shared@mail.example.nz',
    );
    const url = `${base}/${String(box?.id)}`;
    const removed = await matrix.call('owner', { method: 'DELETE', url });
    expect(removed.statusCode).toBe(200);
    expect(messageOf(removed)).toBe(EMAIL_MESSAGES.removed);
    expect((await list()).mailboxes.map((mailbox) => mailbox.emailAddress)).not.toContain(
      'whanau.shared@mail.example.nz',
    );
    expect((await matrix.call('owner', { method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('does not reach a mailbox through another account’s path', async () => {
    const [box] = (await list()).mailboxes;
    const response = await matrix.call('owner', {
      method: 'DELETE',
      url: `/api/accounts/30000002/mailboxes/${String(box?.id)}`,
    });
    expect(response.statusCode).toBe(404);
    expect((await list()).mailboxes).toContainEqual(box);
  });
});
