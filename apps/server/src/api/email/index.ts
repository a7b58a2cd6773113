export { emailRoutes } from './routes';
