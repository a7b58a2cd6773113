export { prepayRoutes } from './routes';
