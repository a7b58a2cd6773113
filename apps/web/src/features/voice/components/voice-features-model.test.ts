import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@portal/domain';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { featuresFormSchema, featuresRequestOf, type FeaturesForm } from './voice-features-model';

const off: FeaturesForm = {
  voicemail: true,
  callWaiting: false,
  callerId: true,
  callForwarding: false,
  forwardingNumber: 'not a number',
};

describe('the voice features rules', () => {
  const check = schemaValidate(featuresFormSchema);

  it('asks for a forwarding number only while forwarding is on', () => {
    expect(check(off)).toEqual({});
    expect(check({ ...off, callForwarding: true })).toEqual({
      forwardingNumber: FORM_MESSAGES.phoneNumber,
    });
    expect(check({ ...off, callForwarding: true, forwardingNumber: '021 123 4567' })).toEqual({});
  });

  it('sends the number in local form, and none while not forwarding', () => {
    expect(featuresRequestOf(off).forwardingNumber).toBeNull();
    expect(
      featuresRequestOf({ ...off, callForwarding: true, forwardingNumber: '+64 21 123 4567' })
        .forwardingNumber,
    ).toBe('0211234567');
  });
});
