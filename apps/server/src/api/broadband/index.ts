export { accountPricing } from './account-pricing';
export type { AccountPricing } from './account-pricing';
export { applyBroadbandPlanChange } from './apply-broadband-plan-change';
export { cancelPendingPlanChanges } from './pending-plan-change';
export { planChangeImpact } from './plan-change-impact';
export { broadbandRoutes } from './routes';
