export { applyVoicePlanChange } from './apply-voice-plan-change';
export { voiceRoutes } from './routes';
