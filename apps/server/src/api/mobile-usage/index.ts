export { mobileUsageRoutes } from './routes';
export { findActivePool } from './find-active-pool';
export { findCarryoverBytes } from './find-line-allowance';
