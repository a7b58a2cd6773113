export { rechargeRoutes } from './routes';
// What the auto top-up scheduler uses: the one way a saved card tops a prepay line up.
export { chargeRecharge } from './charge-saved-card';
export { MaintenanceError, refuseTopUpsDuringMaintenance } from './maintenance-window';
export { createRechargeContext, type RechargeContext } from './recharge-context';
export { recordPrepaySpend, type PrepaySpend, type RecordedSpend } from './record-prepay-spend';
export { settleRecharge, type RechargeOutcome } from './settle-recharge';
export {
  holdTopUpForConfirmation,
  topUpWithSavedCard,
  type SavedCardTopUp,
  type TopUpRun,
} from './top-up-with-saved-card';
