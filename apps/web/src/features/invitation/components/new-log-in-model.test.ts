import { describe, expect, it } from 'vitest';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { missingPartsMessage, PASSWORDS_DIFFER_MESSAGE } from '../../../shared/passwords';
import { newLogInFormSchema } from './new-log-in-model';

describe('the new log-in rules', () => {
  const check = schemaValidate(newLogInFormSchema);

  it('says what the password lacks, and when the confirmation differs', () => {
    expect(check({ password: 'short', confirmPassword: 'other' })).toEqual({
      password: missingPartsMessage('short'),
      confirmPassword: PASSWORDS_DIFFER_MESSAGE,
    });
  });

  it('takes a password under the rule, confirmed', () => {
    expect(check({ password: 'Kōwhai-tree-42', confirmPassword: 'Kōwhai-tree-42' })).toEqual({});
  });
});
