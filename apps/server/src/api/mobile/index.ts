export { mobileRoutes } from './routes';
export { lineRow, type LineRow } from './update-line';
