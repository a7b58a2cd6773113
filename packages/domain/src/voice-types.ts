/** Voice types of spec section 3. */
export type VoiceType = 'SIPONT' | 'ATAPOTS' | 'SIPPOTS' | 'POTS' | 'NoVoice' | 'SIPTRUNK';

export const NO_VOICE: VoiceType = 'NoVoice';

const VOICE_TYPE_NAMES: Readonly<Record<VoiceType, string>> = {
  SIPONT: 'Landline through your fibre modem',
  ATAPOTS: 'Landline through a phone adapter',
  SIPPOTS: 'Internet landline on a copper line',
  POTS: 'Copper landline',
  NoVoice: 'No landline',
  SIPTRUNK: 'Business SIP trunk',
};

/** What a voice type means to people; NoVoice is "No landline". */
export function voiceTypeName(voiceType: string): string {
  return (VOICE_TYPE_NAMES as Readonly<Record<string, string>>)[voiceType] ?? voiceType;
}

/** NoVoice (or no voice category at all) means the connection has no landline. */
export function hasVoice(voiceType: string | null | undefined): boolean {
  return voiceType != null && voiceType !== NO_VOICE && voiceType.trim() !== '';
}
