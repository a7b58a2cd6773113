import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@portal/domain';
import { schemaValidate } from '../../../../shared/forms/schema-validate';
import { emptyForm, portFormSchema } from './port-form';

describe('the bring-your-number rules', () => {
  const check = schemaValidate(portFormSchema);

  it('asks for every part, in the words the page always used', () => {
    expect(check({ ...emptyForm, providerAccountNumber: ' ', accountHolderName: ' ' })).toEqual({
      currentProvider: 'Please choose your current provider',
      mobileNumber: FORM_MESSAGES.mobileNumber,
      providerAccountNumber: 'Please enter your account number with your current provider',
      accountHolderName: FORM_MESSAGES.accountName,
      authorityGranted: FORM_MESSAGES.numberTransferAuthority,
    });
  });

  it('takes a filled form', () => {
    expect(
      check({
        currentProvider: 'One NZ',
        mobileNumber: '021 123 4567',
        providerAccountNumber: 'ON-1',
        accountHolderName: 'Aroha Ngata',
        authorityGranted: true,
      }),
    ).toEqual({});
  });
});
