export { ChangeVoicePlanPage } from './components/change-voice-plan-page';
export { LandlineSection } from './components/landline-section';
export { VoiceFeaturesPage } from './components/voice-features-page';
