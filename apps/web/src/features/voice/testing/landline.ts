import type { VoiceService } from '@portal/contracts';

/** Aroha's landline on 30000001 as GET …/voiceServices lists it: Home Phone, voicemail off. */
export const aLandline = (): VoiceService => ({
  id: 'VOI-1',
  landlineNumber: '094801234',
  planKey: 'SIPONT_HOMEPHONE',
  planName: 'Home Phone',
  voiceType: 'SIPONT',
  status: 'Active',
  monthlyChargeIncludingGst: 1000,
  monthlyChargeExcludingGst: 870,
  features: {
    voicemail: false,
    callWaiting: true,
    callerId: true,
    callForwarding: false,
    forwardingNumber: null,
  },
});
