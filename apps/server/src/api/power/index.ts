export { powerRoutes } from './routes';
export { applyPowerPlanChange, applyPowerSignUp } from './power-appliers';
export { findPowerSoFar, type PowerPeriod } from './find-power-so-far';
