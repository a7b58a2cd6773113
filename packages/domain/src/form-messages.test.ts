import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from './form-messages';

describe('form messages', () => {
  it('keeps the quoted ones word for word', () => {
    expect(FORM_MESSAGES.agreeToConditions).toBe(
      'Please check and agree for all the conditions in order to proceed to the next step',
    );
    expect(FORM_MESSAGES.numberTransferAuthority).toBe(
      'You must grant us authority to transfer your number.',
    );
  });
});
