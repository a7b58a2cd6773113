export { costToLeaveRoutes } from './routes';
export { getCostToLeave } from './get-cost-to-leave';
