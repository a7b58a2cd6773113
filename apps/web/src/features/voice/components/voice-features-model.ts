import { z } from 'zod';
import type { VoiceFeatureSettings, VoiceService } from '@portal/contracts';
import {
  formatPhoneNumber,
  forwardingNumberError,
  normaliseMobileNumber,
  voiceFeaturesOnText,
} from '@portal/domain';

export interface FeaturesForm {
  voicemail: boolean;
  callWaiting: boolean;
  callerId: boolean;
  callForwarding: boolean;
  forwardingNumber: string;
}

export function formOf(landline: VoiceService): FeaturesForm {
  const { forwardingNumber, ...switches } = landline.features;
  return {
    ...switches,
    forwardingNumber: forwardingNumber === null ? '' : formatPhoneNumber(forwardingNumber),
  };
}

/**
 * The form's rules (decision 039): the request's (voiceFeaturesSchema) forwarding rule, from
 * the same domain check; the number is only asked for while forwarding is on.
 */
export const featuresFormSchema = z
  .object({
    voicemail: z.boolean(),
    callWaiting: z.boolean(),
    callerId: z.boolean(),
    callForwarding: z.boolean(),
    forwardingNumber: z.string(),
  })
  .superRefine((form, context) => {
    if (!form.callForwarding) return;
    const message = forwardingNumberError(form.forwardingNumber);
    if (message !== undefined) {
      context.addIssue({ code: 'custom', path: ['forwardingNumber'], message });
    }
  });

export function featuresRequestOf(values: FeaturesForm): VoiceFeatureSettings {
  return {
    voicemail: values.voicemail,
    callWaiting: values.callWaiting,
    callerId: values.callerId,
    callForwarding: values.callForwarding,
    forwardingNumber: values.callForwarding ? normaliseMobileNumber(values.forwardingNumber) : null,
  };
}

/** What the saved features do, from now (decision 032). */
export function savedText(saved: VoiceService): string[] {
  const { forwardingNumber } = saved.features;
  return [
    `Features on: ${voiceFeaturesOnText(saved.features)}. This takes effect straight away.`,
    forwardingNumber === null
      ? 'Calls are not forwarded.'
      : `Calls to ${formatPhoneNumber(saved.landlineNumber)} go to ${formatPhoneNumber(forwardingNumber)}.`,
  ];
}
