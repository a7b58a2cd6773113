export { mobileSharingRoutes } from './routes';
