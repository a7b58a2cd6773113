export { voicePlanChange } from './voice-plan-change';
export { voiceRoutes } from './routes';
