export { peopleRoutes } from './routes';
