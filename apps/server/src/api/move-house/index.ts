export { moveHouseRoutes } from './routes';
export { applyMoveHouse } from './apply-move-house';
