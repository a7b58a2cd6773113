export { findPowerCareFlags, heldWhenPowerProtected } from './power-care-flags';
export { powerCareRoutes } from './routes';
