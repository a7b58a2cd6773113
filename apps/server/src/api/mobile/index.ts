export { mobileRoutes } from './routes';
export { lineRow, type LineRow } from './update-line';
export { findMobileServices } from './find-mobile-services';
