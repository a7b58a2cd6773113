export { costToLeaveRoutes } from './routes';
export { getCostToLeave } from './get-cost-to-leave';
export { termStartOnPlan } from './term-start-on-plan';
