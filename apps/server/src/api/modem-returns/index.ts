export { modemReturnRoutes } from './routes';
