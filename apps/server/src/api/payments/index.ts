export { paymentRoutes } from './routes';
export { findSavedCards } from './find-saved-cards';
export { createGatewayClient } from './gateway-client';
export type { PaymentsContext } from './payments-context';
export {
  activeCardOf,
  CARD_NOT_FOUND_MESSAGE,
  getActiveSavedCard,
  keptCard,
  saveGatewayCard,
  type KeptGatewayCard,
  type SavedCardRow,
} from './saved-card-view';
