import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from './form-messages';
import {
  forwardingNumberError,
  readVoiceFeatures,
  VOICE_FEATURE_SWITCHES,
  VOICE_FEATURES_OFF,
  voiceFeaturesOnText,
} from './voice-features';
import { hasVoice, voiceTypeName } from './voice-types';

describe('forwardingNumberError', () => {
  it.each(['021 123 4567', '+64 21 123 4567', '09 480 1234', '0274455667'])(
    'accepts the NZ number %s',
    (number) => {
      expect(forwardingNumberError(number)).toBeUndefined();
    },
  );

  it.each(['', '0800 123 456', '12345', '021 12', '+61 412 345 678'])(
    'refuses %s with the phone number message',
    (number) => {
      expect(forwardingNumberError(number)).toBe(FORM_MESSAGES.phoneNumber);
    },
  );
});

describe('readVoiceFeatures', () => {
  it('turns anything missing off and keeps a valid forwarding number in local form', () => {
    expect(
      readVoiceFeatures({
        voicemail: true,
        callForwarding: true,
        forwardingNumber: '+64211234567',
      }),
    ).toEqual({
      voicemail: true,
      callWaiting: false,
      callerId: false,
      callForwarding: true,
      forwardingNumber: '0211234567',
    });
  });

  it('treats forwarding without a valid number as off', () => {
    expect(readVoiceFeatures({ callForwarding: true }).callForwarding).toBe(false);
    expect(readVoiceFeatures(null).voicemail).toBe(false);
  });
});

describe('voice types', () => {
  it('reads NoVoice as no landline', () => {
    expect(hasVoice('NoVoice')).toBe(false);
    expect(hasVoice(null)).toBe(false);
    expect(hasVoice('SIPONT')).toBe(true);
    expect(voiceTypeName('NoVoice')).toBe('No landline');
  });
});

describe('voiceFeaturesOnText', () => {
  it('says none when every switch is off', () => {
    expect(voiceFeaturesOnText(VOICE_FEATURES_OFF)).toBe('none');
  });

  it('names exactly the switches that are on, in the page order', () => {
    const switches = fc.record({
      voicemail: fc.boolean(),
      callWaiting: fc.boolean(),
      callerId: fc.boolean(),
      callForwarding: fc.boolean(),
    });
    fc.assert(
      fc.property(switches, (on) => {
        const text = voiceFeaturesOnText({ ...on, forwardingNumber: null });
        const expected = VOICE_FEATURE_SWITCHES.filter(({ key }) => on[key]).map((f) => f.label);
        expect(text).toBe(expected.length === 0 ? 'none' : expected.join(', '));
      }),
    );
  });
});
