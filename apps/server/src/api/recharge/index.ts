/** What the auto top-up scheduler uses: the one way a saved card tops a prepay line up. */
export { createRechargeContext, type RechargeContext } from './recharge-context';
export { MaintenanceError } from './maintenance-window';
export { settleRecharge, type RechargeOutcome } from './settle-recharge';
export {
  holdTopUpForConfirmation,
  topUpWithSavedCard,
  type SavedCardTopUp,
  type TopUpRun,
} from './top-up-with-saved-card';
export { recordPrepaySpend, type PrepaySpend, type RecordedSpend } from './record-prepay-spend';
