import { eq, like, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailProducts, mailboxes } from '../../db/schema';
import { accessMatrix, HOLDERS_MAY, OWNER_MAY, type Persona } from '../../test/access-matrix';

const matrix = accessMatrix();
const base = '/api/accounts/30000001/mailboxes';
const strongPassword = 'Kereru-Glides-Over-2031!';

async function mailboxId(emailAddress: string): Promise<number> {
  const [row] = await matrix
    .app()
    .database.db.insert(mailboxes)
    .values({
      accountCode: '30000001',
      emailProductId: (await firstProductId()) ?? 0,
      emailAddress,
      quotaBytes: 1024,
    })
    .returning({ id: mailboxes.id });
  if (row === undefined) throw new Error('no mailbox inserted');
  return row.id;
}

async function firstProductId(): Promise<number | undefined> {
  const [product] = await matrix
    .app()
    .database.db.select({ id: emailProducts.id })
    .from(emailProducts)
    .where(eq(emailProducts.accountCode, '30000001'));
  return product?.id;
}

/** Whatever a persona's call added or left behind goes, so the next persona starts alike. */
async function removeMatrixMailboxes(): Promise<void> {
  await matrix
    .app()
    .database.db.delete(mailboxes)
    .where(
      or(like(mailboxes.emailAddress, 'matrix-%'), like(mailboxes.emailAddress, 'remove-me-%')),
    );
}

describe('who may see the mailboxes', () => {
  matrix.rows([{ request: { url: base }, expected: HOLDERS_MAY }]);
});

describe('who may change the mailboxes', () => {
  matrix.rows([
    {
      name: 'POST mailboxes',
      expected: OWNER_MAY,
      request: (who: Persona) => ({
        method: 'POST',
        url: base,
        json: { localPart: `matrix-${who}`, displayName: null, password: strongPassword },
      }),
      restore: removeMatrixMailboxes,
    },
    {
      name: 'DELETE mailboxes/{id}',
      expected: OWNER_MAY,
      request: async (who: Persona) => ({
        method: 'DELETE',
        url: `${base}/${String(await mailboxId(`remove-me-${who}@mail.example.nz`))}`,
      }),
      restore: removeMatrixMailboxes,
    },
    {
      name: 'PUT mailboxes/{id}/password',
      expected: OWNER_MAY,
      request: async (who: Persona) => ({
        method: 'PUT',
        url: `${base}/${String(await mailboxId(`matrix-${who}@mail.example.nz`))}/password`,
        json: { password: strongPassword },
      }),
      restore: removeMatrixMailboxes,
    },
  ]);

  it('refuses an AccountRead user before reading the body, so bad input still gives 403', async () => {
    const status = await matrix.statusOf('readUser', {
      method: 'POST',
      url: base,
      json: { localPart: '..', displayName: 7, password: '' },
    });
    expect(status).toBe(403);
  });
});
