export { powerRoutes } from './routes';
export { applyPowerPlanChange, applyPowerSignUp } from './power-appliers';
