export { salesRoutes } from './routes';
