import { describe, expect, it } from 'vitest';
import { newLineOrderSchema } from '@portal/contracts';
import { EMPTY_NEW_LINE, newLineOrderBody, stepErrors, type NewLineForm } from './new-line-model';

const port: NewLineForm = {
  ...EMPTY_NEW_LINE,
  planKey: 'CARRYOVER_15GB',
  numberChoice: 'ExistingNumber',
  portNumber: '+64 21 555 6666',
  currentProvider: 'Spark',
  accountNumber: ' SP-1 ',
  authority: true,
  street: '1 Queen Street',
  suburb: 'CBD',
  city: 'Auckland',
  postCode: '1010',
  recipientName: 'Aroha Ngata',
  recipientPhone: '021 123 4567',
};

describe('the new-line form model', () => {
  it('builds a body the server schema accepts, numbers in local form without spaces', () => {
    const body = newLineOrderBody(port, 'token-abcdefghijklmnop');
    expect(newLineOrderSchema.safeParse(body).success).toBe(true);
    expect(body.additionalProducts[0]?.serviceEntity).toBe('0215556666');
    expect(body.additionalProducts[0]?.portDetails?.accountNumber).toBe('SP-1');
    expect(body.hardwareOrders[0]?.items[0]?.recipientPhone).toBe('0211234567');
  });

  it('sends no address or recipient for an eSIM', () => {
    const body = newLineOrderBody({ ...port, hardware: 'eSIM' }, 'token-abcdefghijklmnop');
    expect(body.hardwareOrders[0]).toEqual({
      address: null,
      items: [
        { key: 'eSIM', serviceEntity: '0215556666', recipientName: null, recipientPhone: null },
      ],
    });
    expect(stepErrors(2, { ...EMPTY_NEW_LINE, hardware: 'eSIM' })).toEqual({});
  });

  it('gives each step its own errors in the spec’s words', () => {
    expect(stepErrors(1, { ...port, authority: false })).toEqual({
      authority: 'You must grant us authority to transfer your number.',
    });
    expect(stepErrors(1, { ...port, portNumber: '09 123 4567' })).toEqual({
      portNumber: 'Please enter a valid mobile number',
    });
    expect(stepErrors(2, { ...port, postCode: '10100' })).toEqual({
      postCode: 'Please enter a 4-digit postcode',
    });
  });
});
