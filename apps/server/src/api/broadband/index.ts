export { broadbandPlanChange } from './broadband-plan-change';
export { broadbandRoutes } from './routes';
