import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@portal/domain';
import { CONTACT_NAME_MESSAGE, POST_CODE_MESSAGE, accountSchema } from '@portal/contracts';
import { accounts } from '../../db/schema';
import { appForTests } from '../../test/test-app';

const { testApp, people } = appForTests({ seed: true });
const aroha = 'aroha@example.nz';

async function row(code: string) {
  const [found] = await testApp.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.accountCode, code));
  return found;
}

const contact = (body: Record<string, unknown>) =>
  people.call(aroha, {
    method: 'PUT',
    url: '/api/accounts/30000001/contactInformation',
    json: body,
  });

interface FailureBody {
  data: { fieldErrors: { path: string; message: string }[] } | null;
}

describe('PUT /api/accounts/{code}/contactInformation', () => {
  it('saves the name and numbers typed in any spacing, in local form, with 200', async () => {
    const response = await contact({
      contactName: '  Aroha T. Ngata ',
      phoneNumber: '09 480 9999',
      mobileNumber: '+64 21 765 4321',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: unknown }>().data).toEqual({
      contactName: 'Aroha T. Ngata',
      phoneNumber: '094809999',
      mobileNumber: '0217654321',
    });
    const saved = await row('30000001');
    expect(saved?.ownerName).toBe('Aroha T. Ngata');
    expect(saved?.billingPhoneNumber).toBe('094809999');
    expect(saved?.billingMobileNumber).toBe('0217654321');
    const account = accountSchema.parse(await people.data(aroha, '/api/accounts/30000001'));
    expect(account.accountOwner.name).toBe('Aroha T. Ngata');
    expect(account.billingMobileNumber).toBe('0217654321');
  });

  it('lets the numbers be cleared', async () => {
    const response = await contact({
      contactName: 'Aroha Ngata',
      phoneNumber: '',
      mobileNumber: null,
    });
    expect(response.statusCode).toBe(200);
    expect((await row('30000001'))?.billingPhoneNumber).toBeNull();
    await contact({
      contactName: 'Aroha Ngata',
      phoneNumber: '094801234',
      mobileNumber: '0211234567',
    });
  });

  const refused: [string, Record<string, unknown>, string, string][] = [
    [
      'a name over 30 characters',
      { contactName: 'A'.repeat(31) },
      'body.contactName',
      CONTACT_NAME_MESSAGE,
    ],
    ['an empty name', { contactName: '   ' }, 'body.contactName', CONTACT_NAME_MESSAGE],
    [
      'a mobile with too few digits',
      { mobileNumber: '02112' },
      'body.mobileNumber',
      FORM_MESSAGES.mobileNumber,
    ],
    [
      'a mobile that is not a NZ number',
      { mobileNumber: '0511234567' },
      'body.mobileNumber',
      FORM_MESSAGES.mobileNumber,
    ],
    [
      'a landline with letters',
      { phoneNumber: '09 48O 1234' },
      'body.phoneNumber',
      FORM_MESSAGES.phoneNumber,
    ],
    [
      'a landline too long',
      { phoneNumber: '0948012345' },
      'body.phoneNumber',
      FORM_MESSAGES.phoneNumber,
    ],
  ];
  for (const [what, change, path, message] of refused) {
    it(`refuses ${what} with 400 under the field, saving nothing`, async () => {
      const before = await row('30000001');
      const response = await contact({
        contactName: 'Someone Else',
        phoneNumber: '094801111',
        mobileNumber: '0211111111',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<FailureBody>().data?.fieldErrors).toContainEqual({ path, message });
      expect(await row('30000001')).toEqual(before);
    });
  }

  it('accepts exactly 30 characters, counted as people see them', async () => {
    const name = 'Ngā Whānau o te Whare Kōwhai 1';
    expect(Array.from(name)).toHaveLength(30);
    const response = await contact({ contactName: name, phoneNumber: null, mobileNumber: null });
    expect(response.statusCode).toBe(200);
    expect((await row('30000001'))?.ownerName).toBe(name);
  });
});

describe('PUT /api/accounts/{code}/billingDetails', () => {
  const address = {
    address1: '5 Rātā Lane',
    address2: 'Grey Lynn',
    address3: null,
    locationName: 'Auckland',
    state: 'Auckland',
    postCode: '1021',
    country: 'New Zealand',
  };
  const billing = (body: Record<string, unknown>) =>
    people.call(aroha, { method: 'PUT', url: '/api/accounts/30000001/billingDetails', json: body });

  it('saves the billing email and address, which the account then shows', async () => {
    // Read first, so the account's answer is cached when the change comes.
    const before = accountSchema.parse(await people.data(aroha, '/api/accounts/30000001'));
    expect(before.billingEmail).not.toBe('bills@ngata.example.nz');
    const response = await billing({
      billingEmail: 'bills@ngata.example.nz',
      billingAddress: address,
    });
    expect(response.statusCode).toBe(200);
    const account = accountSchema.parse(await people.data(aroha, '/api/accounts/30000001'));
    expect(account.billingEmail).toBe('bills@ngata.example.nz');
    expect(account.billingAddress).toEqual(address);
  });

  it('refuses a bad email or post code with 400, saving nothing', async () => {
    const before = await row('30000001');
    const badEmail = await billing({ billingEmail: 'aroha@example', billingAddress: address });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<FailureBody>().data?.fieldErrors).toContainEqual({
      path: 'body.billingEmail',
      message: FORM_MESSAGES.email,
    });
    const badPostCode = await billing({
      billingEmail: 'ok@example.nz',
      billingAddress: { ...address, postCode: '10210' },
    });
    expect(badPostCode.statusCode).toBe(400);
    expect(badPostCode.json<FailureBody>().data?.fieldErrors).toContainEqual({
      path: 'body.billingAddress.postCode',
      message: POST_CODE_MESSAGE,
    });
    expect(await row('30000001')).toEqual(before);
  });
});
