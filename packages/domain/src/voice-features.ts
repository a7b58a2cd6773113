import { FORM_MESSAGES } from './form-messages';
import { isValidMobileNumber, normaliseMobileNumber } from './mobile-number';

/** The landline features a customer can switch (our reading: the spec names no list). */
export interface VoiceFeatures {
  readonly voicemail: boolean;
  readonly callWaiting: boolean;
  readonly callerId: boolean;
  readonly callForwarding: boolean;
  /** Local form without spaces; null while call forwarding is off. */
  readonly forwardingNumber: string | null;
}

export type VoiceFeatureSwitch = Exclude<keyof VoiceFeatures, 'forwardingNumber'>;

export const VOICE_FEATURE_SWITCHES: readonly {
  readonly key: VoiceFeatureSwitch;
  readonly label: string;
  readonly description: string;
}[] = [
  {
    key: 'voicemail',
    label: 'Voicemail',
    description: 'Callers can leave a message when you do not answer.',
  },
  {
    key: 'callWaiting',
    label: 'Call waiting',
    description: 'Hear a tone when someone calls while you are on the phone.',
  },
  {
    key: 'callerId',
    label: 'Caller ID',
    description: 'See who is calling before you answer.',
  },
  {
    key: 'callForwarding',
    label: 'Call forwarding',
    description: 'Send your calls to another New Zealand number.',
  },
];

export const VOICE_FEATURES_OFF: VoiceFeatures = {
  voicemail: false,
  callWaiting: false,
  callerId: false,
  callForwarding: false,
  forwardingNumber: null,
};

/**
 * Calls forward to a New Zealand mobile or landline: the spec's number rule (02 + 6-9
 * digits, or 03/04/06/07/09 + 6-7 digits), typed in any spacing or as +64.
 */
export function forwardingNumberError(input: string | null | undefined): string | undefined {
  if (input == null || input.trim() === '') return FORM_MESSAGES.phoneNumber;
  return isValidMobileNumber(input) ? undefined : FORM_MESSAGES.phoneNumber;
}

/** Features as stored: any missing switch is off; a number is kept only while forwarding. */
export function readVoiceFeatures(stored: unknown): VoiceFeatures {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  const flag = (key: VoiceFeatureSwitch) => value[key] === true;
  const number = typeof value.forwardingNumber === 'string' ? value.forwardingNumber : null;
  const forwardTo =
    flag('callForwarding') && number !== null && isValidMobileNumber(number)
      ? normaliseMobileNumber(number)
      : null;
  return {
    voicemail: flag('voicemail'),
    callWaiting: flag('callWaiting'),
    callerId: flag('callerId'),
    callForwarding: forwardTo !== null,
    forwardingNumber: forwardTo,
  };
}

/** "Voicemail, Caller ID" (the switches that are on, in the page's order), or "none". */
export function voiceFeaturesOnText(features: VoiceFeatures): string {
  const on = VOICE_FEATURE_SWITCHES.filter(({ key }) => features[key]).map(({ label }) => label);
  return on.length === 0 ? 'none' : on.join(', ');
}
