import { describe, expect, it } from 'vitest';
import { INVALID_BENEFICIARY_NUMBER_MESSAGE } from '@portal/domain';
import { schemaValidate } from '../../../../shared/forms/schema-validate';
import { addBeneficiaryFormSchema } from './add-beneficiary-model';

const validate = schemaValidate(addBeneficiaryFormSchema);

describe('addBeneficiaryFormSchema', () => {
  it('takes a mobile or landline number however it is spaced', () => {
    expect(validate({ number: '027 123 4569' })).toEqual({});
    expect(validate({ number: '+64 22 123 4568' })).toEqual({});
  });

  it('refuses anything else in the spec’s words', () => {
    expect(validate({ number: '12345' })).toEqual({ number: INVALID_BENEFICIARY_NUMBER_MESSAGE });
    expect(validate({ number: '' })).toEqual({ number: INVALID_BENEFICIARY_NUMBER_MESSAGE });
  });
});
