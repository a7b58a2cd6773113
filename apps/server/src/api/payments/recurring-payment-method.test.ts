import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { recurringPaymentMethodSchema } from '@portal/contracts';
import { FORM_MESSAGES } from '@portal/domain';
import { ALL_CONFIRMATIONS, directDebitRequest } from '../../../../../test-support/direct-debit';
import { emailOf, personas } from '../../../../../test-support/personas';
import { auditLog, recurringPaymentMethods } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { dataOf, messageOf, signIn, type Person } from './testing';

const { testApp } = appForTests({ seed: true });
let aroha: Person;
let arohaGuid = '';
const URL_ = '/api/payments/v2/accounts/30000001/recurringPaymentMethod';

const directDebit = (bankAccount: string, overrides: Record<string, unknown> = {}) => ({
  ...directDebitRequest({ bankAccount }),
  ...overrides,
});

beforeAll(async () => {
  aroha = await signIn(testApp, emailOf('owner'));
  const me = await aroha({ url: '/api/iam/Users/me' });
  arohaGuid = me.json<{ data: { userGuid: string } }>().data.userGuid;
});

async function storedRow() {
  const [row] = await testApp.database.db
    .select()
    .from(recurringPaymentMethods)
    .where(eq(recurringPaymentMethods.accountCode, '30000001'));
  return row;
}

describe('direct debit for the Ngata household', () => {
  it('shows the direct debit set up now', async () => {
    const method = dataOf(await aroha({ url: URL_ }), recurringPaymentMethodSchema);
    expect(method).toEqual({
      recurringPaymentType: 'DirectDebit',
      directDebitDetails: {
        payee: 'Aroha Ngata',
        bankCode: '12',
        bankBranch: '3012',
        bankAccount: '0456789',
        bankSuffix: '00',
      },
    });
  });

  it('refuses a bank account whose check digits are wrong, saving nothing', async () => {
    const before = await storedRow();
    // 12-3140-0171324-50 is well formed but fails the published check-digit rule.
    const response = await aroha({ method: 'PUT', url: URL_, json: directDebit('0171324') });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(FORM_MESSAGES.bankAccount);
    expect(await storedRow()).toEqual(before);
  });

  it('refuses a missing confirmation, saving nothing', async () => {
    const before = await storedRow();
    const three = {
      authorisedToOperateAccount: true,
      acknowledgesBankAcceptance: true,
      authorisesPaymentOnDueDate: true,
    };
    for (const partial of [three, { ...ALL_CONFIRMATIONS, acceptsTermsAndConditions: false }]) {
      const response = await aroha({
        method: 'PUT',
        url: URL_,
        json: directDebit('0171323', { confirmations: partial }),
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await storedRow()).toEqual(before);
  });

  it('saves a valid bank account and records who changed it', async () => {
    const response = await aroha({ method: 'PUT', url: URL_, json: directDebit('0171323') });
    expect(response.statusCode).toBe(200);
    // What was sent, without the confirmations.
    expect(dataOf(await aroha({ url: URL_ }), recurringPaymentMethodSchema)).toEqual({
      recurringPaymentType: 'DirectDebit',
      directDebitDetails: directDebitRequest().directDebitDetails,
    });
    const trail = await testApp.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.accountCode, '30000001'),
          eq(auditLog.action, 'recurring-payment-method-changed'),
        ),
      );
    expect(trail).toEqual([
      expect.objectContaining({
        actor: arohaGuid,
        actorPool: 'customer',
        details: { recurringPaymentType: 'DirectDebit', bankAccountEnding: '323' },
      }),
    ]);
  });

  it('takes paperless direct debit and manual payment too', async () => {
    const paperless = await aroha({
      method: 'PUT',
      url: URL_,
      json: directDebit('0171323', { recurringPaymentType: 'PaperlessDirectDebit' }),
    });
    expect(paperless.statusCode).toBe(200);
    expect((await storedRow())?.recurringPaymentType).toBe('PaperlessDirectDebit');
    const manual = await aroha({
      method: 'PUT',
      url: URL_,
      json: { recurringPaymentType: 'Manual' },
    });
    expect(manual.statusCode).toBe(200);
    expect(dataOf(await aroha({ url: URL_ }), recurringPaymentMethodSchema)).toEqual({
      recurringPaymentType: 'Manual',
    });
    expect(await storedRow()).toMatchObject({ bankAccount: null, cardId: null });
  });

  it('shows Manual for an account that never set a method (Ben)', async () => {
    const ben = await signIn(testApp, personas.ben.email);
    const method = dataOf(
      await ben({ url: '/api/payments/v2/accounts/30000101/recurringPaymentMethod' }),
      recurringPaymentMethodSchema,
    );
    expect(method).toEqual({ recurringPaymentType: 'Manual' });
  });
});

describe('an account that does not exist', () => {
  it('is a 404 for staff, who may ask for any account code, and nothing is written', async () => {
    const staff = await signIn(testApp, emailOf('staff'));
    const url = '/api/payments/v2/accounts/1062586109/recurringPaymentMethod';
    const response = await staff({
      method: 'PUT',
      url,
      json: { recurringPaymentType: 'Manual' },
    });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('There is no account 1062586109.');
    const written = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.accountCode, '1062586109'));
    expect(written).toEqual([]);
  });
});
