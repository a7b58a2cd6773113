import { describe, expect, it } from 'vitest';
import {
  PEOPLE_MESSAGES,
  linkedNumberSchema,
  serviceAddressSchema,
  type LinkedNumber,
} from '@portal/contracts';
import { z } from 'zod';
import { FORM_MESSAGES } from '@portal/domain';
import {
  accessMatrix,
  HOLDERS_MAY,
  NON_OWNERS_REFUSED,
  type Persona,
} from '../../test/access-matrix';

const matrix = accessMatrix();
const base = '/api/accounts/30000001';

const linkedNumbersOf = async (who: Persona = 'owner'): Promise<LinkedNumber[]> =>
  z.array(linkedNumberSchema).parse(await matrix.data(who, `${base}/linkedNumbers`));

describe('linked numbers and service addresses: who may call what', () => {
  matrix.rows([
    { request: { url: `${base}/linkedNumbers` }, expected: HOLDERS_MAY },
    { request: { url: `${base}/serviceAddresses` }, expected: HOLDERS_MAY },
    {
      name: 'POST linkedNumbers (each persona its own number, removed again)',
      request: (who) => ({
        method: 'POST',
        url: `${base}/linkedNumbers`,
        json: { number: `09 555 ${String(1000 + ['owner', 'staff'].indexOf(who) + 1)}` },
      }),
      expected: { ...NON_OWNERS_REFUSED, owner: 201, staff: 201 },
      restore: async (who) => {
        if (who !== 'owner' && who !== 'staff') return;
        for (const linked of await linkedNumbersOf()) {
          if (linked.number.startsWith('095551')) {
            await matrix.call('owner', {
              method: 'DELETE',
              url: `${base}/linkedNumbers/${String(linked.id)}`,
            });
          }
        }
      },
    },
    {
      name: 'DELETE linkedNumbers/{id} (no such number)',
      request: { method: 'DELETE', url: `${base}/linkedNumbers/999999` },
      expected: { ...NON_OWNERS_REFUSED, owner: 404, staff: 404 },
    },
  ]);

  it('refuses the AccountRead user a removal of a real number, which stays', async () => {
    const [work] = await linkedNumbersOf();
    expect(work?.number).toBe('0274455667');
    const status = await matrix.statusOf('readUser', {
      method: 'DELETE',
      url: `${base}/linkedNumbers/${String(work?.id)}`,
    });
    expect(status).toBe(403);
    expect(await linkedNumbersOf('readUser')).toHaveLength(1);
  });
});

describe('linking a number', () => {
  it('links a number typed with spaces, stores it compact, and says so', async () => {
    const response = await matrix.call('owner', {
      method: 'POST',
      url: `${base}/linkedNumbers`,
      json: { number: '021 987 6543', description: ' Home office ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(PEOPLE_MESSAGES.numberLinked);
    const linked = linkedNumberSchema.parse(response.json<{ data: unknown }>().data);
    expect(linked).toMatchObject({ number: '0219876543', description: 'Home office' });

    const again = await matrix.call('owner', {
      method: 'POST',
      url: `${base}/linkedNumbers`,
      json: { number: '0219876543' },
    });
    expect(again.statusCode).toBe(409);
    expect((await linkedNumbersOf()).map((row) => row.number)).toEqual([
      '0274455667',
      '0219876543',
    ]);

    const removed = await matrix.call('owner', {
      method: 'DELETE',
      url: `${base}/linkedNumbers/${String(linked.id)}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await linkedNumbersOf()).map((row) => row.number)).toEqual(['0274455667']);
  });

  it('refuses a number that is not a NZ phone number, saving nothing', async () => {
    const response = await matrix.call('owner', {
      method: 'POST',
      url: `${base}/linkedNumbers`,
      json: { number: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(FORM_MESSAGES.phoneNumber);
    expect(await linkedNumbersOf()).toHaveLength(1);
  });
});

describe('service addresses', () => {
  it('lists the current address of each account, with earlier ones marked', async () => {
    const addresses = z
      .array(serviceAddressSchema)
      .parse(await matrix.data('owner', `${base}/serviceAddresses`));
    expect(addresses).toEqual([
      expect.objectContaining({ locationId: 'LOC-1001', isCurrent: true }),
    ]);
    const bach = z
      .array(serviceAddressSchema)
      .parse(await matrix.data('owner', '/api/accounts/30000002/serviceAddresses'));
    expect(bach).toEqual([expect.objectContaining({ locationId: 'LOC-1002', isCurrent: false })]);
  });
});
